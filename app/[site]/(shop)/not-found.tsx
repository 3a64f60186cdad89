import type { Metadata } from "next";
import { NotFoundView } from "@/components/page/not-found-view";

export const metadata: Metadata = { title: "Oops! Page not found" };

/** notFound() in any shop page, and every path no route serves (also /404), inside the shop's shell. */
export default function NotFound() {
  return <NotFoundView />;
}
