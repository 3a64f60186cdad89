import { NotFoundView } from "@/components/page/not-found-view";

/**
 * notFound() in any shop page, and every path no route serves (also /404), inside the shop's shell.
 * No metadata of its own: Next 16 puts the deepest not-found's title into the 404 document even
 * when the shop itself is unknown, so the title stays the shop's (or "Shop not available").
 */
export default function NotFound() {
  return <NotFoundView />;
}
