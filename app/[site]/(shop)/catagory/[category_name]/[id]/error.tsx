"use client";

import { CatalogueError } from "@/components/catalogue/catalogue-error.client";

export default function CategoryError({ retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError what="This category" retry={retry} />;
}
