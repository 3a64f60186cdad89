import type { Metadata } from "next";
import { ShopUnavailable } from "@/components/page/shop-unavailable";
import "./stylesheets";

export const metadata: Metadata = { title: "Shop not available" };

/**
 * The root's not-found: an origin the shop API does not know (app/[site]/layout.tsx calls notFound(), status
 * 404). A page's notFound() and every path no route serves land in ./[site]/not-found.tsx inside the shop's shell.
 */
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <ShopUnavailable />
      </body>
    </html>
  );
}
