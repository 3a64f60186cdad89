"use client";

import { CatalogueError } from "@/components/catalogue/catalogue-error.client";
import { useReloadWhenStale } from "@/components/page/stale-deploy.client";

export default function OptionListingError({ error, retry }: { error: unknown; retry: () => void }) {
  return useReloadWhenStale(error) ? null : <CatalogueError what="This listing" retry={retry} />;
}
