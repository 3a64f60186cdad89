"use client";

import { CatalogueError } from "@/components/catalogue/catalogue-error.client";

export default function BlogError({ retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError what="The blog" retry={retry} />;
}
