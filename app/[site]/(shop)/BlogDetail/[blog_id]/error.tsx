"use client";

import { CatalogueError } from "@/components/catalogue/catalogue-error.client";

export default function BlogPostError({ retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError what="This blog post" retry={retry} />;
}
