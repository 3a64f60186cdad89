"use client";

import { usePathname } from "next/navigation";
import { CatalogueError, failedPageName } from "@/components/catalogue/catalogue-error.client";

/** A page of the shop failed (the shop API did not deliver its data); the message names the page. */
export default function PageError({ retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError what={failedPageName(usePathname())} retry={retry} />;
}
