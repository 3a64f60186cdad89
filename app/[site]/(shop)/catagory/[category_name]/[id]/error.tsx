"use client";

import { CatalogueError } from "@/components/catalogue/catalogue-error";

export default function CategoryError({ retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError what="This category" retry={retry} />;
}
