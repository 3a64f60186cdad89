import type { ReactNode } from "react";
import { staticMarkup } from "@/lib/static-markup.server";
import { LiveRegion, type RegionAttributes } from "./live-region.client";

type StaticRegionProps = RegionAttributes & {
  /** Server markup only: host elements and plain function components (lib/static-markup.server.ts). */
  children: ReactNode;
};

/**
 * Markup a shopper reads but React does not hydrate element by element (docs/adr/0013-static-regions.md):
 * the children are rendered to HTML here, on the server, by React, and the browser keeps that DOM.
 * Its hearts, 'add to cart' buttons and links work through the region's one listener (LiveRegion).
 */
export function StaticRegion({ children, ...region }: StaticRegionProps) {
  return <LiveRegion {...region} html={staticMarkup(children)} />;
}
