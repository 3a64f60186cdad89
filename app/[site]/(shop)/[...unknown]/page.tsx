import { notFound } from "next/navigation";

/**
 * Any path no other route serves (and /404) renders the shop's not-found page with status 404.
 * Two-segment paths go to the option listing (`[name]/[id]`), which 404s for ids it cannot use.
 */
export default function UnknownPath(): never {
  notFound();
}
