"use client";

import { usePathname } from "next/navigation";
import { CatalogueError, failedPageName } from "@/components/catalogue/catalogue-error.client";
import { useReloadWhenStale } from "@/components/page/stale-deploy.client";

/**
 * A page of the shop failed (the shop API did not deliver its data); the message names the page. A form that
 * posted to a Server Action of an older deploy reloads the page instead (stale-deploy.client.ts).
 */
export default function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  const what = failedPageName(usePathname());
  return useReloadWhenStale(error) ? null : <CatalogueError what={what} retry={retry} />;
}
