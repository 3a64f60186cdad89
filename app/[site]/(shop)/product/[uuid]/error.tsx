"use client";

import { CatalogueError } from "@/components/catalogue/catalogue-error.client";

export default function ProductError({ retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError what="This product" retry={retry} />;
}
