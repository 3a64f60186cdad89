"use client";

import { CatalogueError } from "@/components/catalogue/catalogue-error.client";

export default function OptionListingError({ retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError what="This listing" retry={retry} />;
}
