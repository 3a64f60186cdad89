"use client";

import {
  Suspense,
  useEffect,
  useRef,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from "react";
import { useRouter } from "next/navigation";
import { shopPath } from "@/lib/safe-url";
import { useTapReplay } from "@/lib/tap-replay/use-tap-replay";
import { pressRegionControl, showRegionActions } from "./region-actions";
import { useAdoptedMarkup, useDiscardedServerDom } from "./use-adopted-markup";

export type RegionAttributes = {
  /** The region's element. */
  as: "div" | "ul" | "section" | "footer" | "nav";
  className?: string;
  style?: CSSProperties;
  id?: string;
  role?: string;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  "data-columns"?: number;
};

export type LiveRegionProps = RegionAttributes &
  (
    | {
        /** Its content: React's server HTML of server components (StaticRegion, lib/static-markup.server.ts). */
        html: string;
        adopt?: never;
        children?: never;
      }
    | {
        html?: never;
        /**
         * The data `children` are rendered from (a layout's menu, its footer): while the region shows what the
         * server rendered for the same data, the browser keeps that DOM (useAdoptedMarkup); rendered anew otherwise.
         */
        adopt: unknown;
        /**
         * Plain markup, as in a static region, rendered by the server and by a browser that has no server
         * DOM to adopt: best a React.lazy component, whose code loads only then.
         */
        children: ReactNode;
      }
  );

/*
 * A static region in the browser (docs/adr/0013-static-regions.md): React keeps the server's DOM as it
 * is and creates no fiber for anything in it. Its content comes as `html` (a page's grids and carousels:
 * the server's HTML, also what a client navigation renders) or, for a layout's regions, which a navigation
 * keeps, is adopted from the server's DOM and rendered from `children` only when mounted anew with no
 * server DOM to adopt. One listener on the region makes its few controls work: those of the actions
 * features register by data attribute (region-actions.ts: a card's heart, a card's 'add to cart'), and
 * links, which navigate in the app and are fetched ahead on hover or focus, as next/link's are. Taps made
 * before hydration are held and played here (lib/tap-replay).
 */
export function LiveRegion({ as, html, adopt, children, ...attributes }: LiveRegionProps) {
  const region = useRef<HTMLElement>(null);
  const router = useRouter();
  const adopting = useAdoptedMarkup(adopt);
  // Never left empty: a region whose server DOM React threw away is counted and rendered here.
  const discarded = useDiscardedServerDom(region, adopting || !!html);
  const adopted = adopting && !discarded;
  useTapReplay(region);

  // What the HTML cannot hold (whether a heart's product is saved in this browser), on the current DOM.
  useEffect(() => (region.current ? showRegionActions(region.current) : undefined), [html, adopted]);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    if (pressRegionControl(target)) return;
    const href = appLink(target, event);
    if (href) {
      event.preventDefault();
      router.push(href);
    }
  };
  const prefetch = (event: SyntheticEvent<HTMLElement>) => {
    const href = appLink(event.target instanceof Element ? event.target : null);
    if (href) router.prefetch(href);
  };

  const Region = as;
  // The server's DOM is kept as it is: no child is hydrated inside an element with inner HTML.
  const content =
    html !== undefined
      ? { dangerouslySetInnerHTML: { __html: html } }
      : adopted
        ? { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true }
        : typeof window === "undefined"
          ? // The server renders it in place (inside a boundary React would send it after the page).
            { children }
          : // The browser may load its code lazily (not first-load).
            { children: <Suspense fallback={null}>{children}</Suspense> };
  return (
    <Region
      // A new element when it stops adopting, rather than children appended to the adopted DOM.
      key={adopted ? "adopted" : discarded ? "rendered again" : "rendered"}
      {...attributes}
      {...content}
      // One element of several possible tags: TypeScript wants a ref that fits all of them at once.
      ref={region as RefObject<never>}
      onClick={onClick}
      onMouseOver={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
    />
  );
}

/**
 * The path of a link of this app that a click should open in the app: same origin, same window, no
 * download, and (for a click) the main button without a modifier key. Null for anything else, which
 * the browser handles as usual.
 */
function appLink(target: Element | null, click?: MouseEvent): string | null {
  const link = target?.closest("a");
  if (!link || !link.href || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  if (
    click &&
    (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)
  )
    return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return null;
  // `https://shop//evil.example` is on this origin, but the router reads its path `//evil.example` as another host.
  return shopPath(`${url.pathname}${url.search}${url.hash}`);
}
