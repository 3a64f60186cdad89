"use client";

import { CatalogueError } from "@/components/catalogue/catalogue-error.client";

export default function ProductTypeError({ retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError what="These products" retry={retry} />;
}
