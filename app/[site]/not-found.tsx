import type { Metadata } from "next";
import { ShopUnavailable } from "@/components/page/shop-unavailable";

export const metadata: Metadata = { title: "Shop not available" };

/**
 * Reached only when the (shop) layout calls notFound(), i.e. the shop API does not know this
 * origin; a page's notFound() lands in (shop)/not-found.tsx inside the shop's shell.
 */
export default function ShopNotFound() {
  return <ShopUnavailable />;
}
