"use client";

import { CatalogueError } from "@/components/catalogue/catalogue-error.client";

/** A page of the shop without an error boundary of its own failed (the shop API did not deliver its data). */
export default function PageError({ retry }: { error: unknown; retry: () => void }) {
  return <CatalogueError what="This page" retry={retry} />;
}
