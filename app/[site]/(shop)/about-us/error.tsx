"use client";

import { CatalogueError } from "@/components/catalogue/catalogue-error.client";

export default function AboutUsError({ retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError what="The About Us page" retry={retry} />;
}
