"use client";

import { CatalogueError } from "@/components/catalogue/catalogue-error";

export default function AboutUsError({ retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError what="The About Us page" retry={retry} />;
}
