/** @jest-environment jsdom */
import { renderToStaticMarkup } from "react-dom/server";
import { signInHref } from "@/lib/session/return-path";
import { HeaderActions } from "./header-state.client";
import { HEADER_STATE, showHeaderState, type HeaderStateView } from "./header-state";

type Seen = { wishlist: number; cart: number | null; signedIn: boolean; path: string };
const mockSeen: Seen = { wishlist: 0, cart: null, signedIn: false, path: "/" };

jest.mock("next/link", () => ({
  __esModule: true,
  default: ({ prefetch, ...props }: { prefetch?: boolean; [attribute: string]: unknown }) =>
    (jest.requireActual("react") as typeof import("react")).createElement("a", { ...props, "data-prefetch": prefetch }),
}));
jest.mock("next/navigation", () => ({ usePathname: () => mockSeen.path, useRouter: () => ({ push: () => {} }) }));
jest.mock("@/components/auth-modal/auth-modal-context.client", () => ({ useAuthModal: () => ({ open: () => {} }) }));
jest.mock("@/lib/session/use-signed-in.client", () => ({ useSignedIn: () => mockSeen.signedIn }));
jest.mock("@/components/cart/use-cart", () => ({
  useCart: () => ({
    lines: mockSeen.cart === null ? [] : [{ product_id: "p1", quantity: mockSeen.cart }],
    ready: mockSeen.cart !== null,
  }),
}));
jest.mock("@/components/wishlist/use-wishlist", () => ({
  useWishlist: () => Array.from({ length: mockSeen.wishlist }, (_, i) => ({ uuid: `w${i}`, name: "" })),
}));

/** The region's HTML with each element's attributes in one order: the painter appends an attribute it adds. */
function canonical(region: HTMLElement): string {
  const copy = region.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll("*")) {
    const attributes = [...element.attributes]
      .map((a) => [a.name, a.value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return copy.innerHTML;
}

/** What the header's components render for `seen`, as the browser's DOM holds it. */
function rendered(seen: Seen): HTMLElement {
  Object.assign(mockSeen, seen);
  const region = document.createElement("div");
  region.innerHTML = renderToStaticMarkup(<HeaderActions currencySymbol="$" />);
  return region;
}

const view = ({ path, ...seen }: Seen): HeaderStateView => ({ ...seen, signInHref: signInHref(path) });
const paint = (region: HTMLElement, seen: Seen) =>
  showHeaderState(region.querySelectorAll<HTMLElement>(`[${HEADER_STATE}]`), view(seen));

const SERVER: Seen = { wishlist: 0, cart: null, signedIn: false, path: "/catagory/Men_Wear/12" };

describe("showHeaderState", () => {
  test("the server's markup shows no figure and the login link; painting what the server rendered changes nothing", () => {
    const server = rendered(SERVER);
    const before = canonical(server);
    expect(server.textContent).not.toMatch(/\d/);
    expect(server.querySelector("button:not([hidden])")!.textContent).toBe("Cart");
    paint(server, SERVER);
    expect(canonical(server)).toBe(before);
  });

  test.each<[string, Seen]>([
    ["a guest's cart and wishlist", { wishlist: 2, cart: 3, signedIn: false, path: SERVER.path }],
    ["one product saved, an empty cart read", { wishlist: 1, cart: 0, signedIn: false, path: SERVER.path }],
    ["a signed-in customer after a navigation", { wishlist: 0, cart: 12, signedIn: true, path: "/product/p1" }],
  ])("painted into the server's markup, %s reads as the components render it once awake", (_, seen) => {
    const server = rendered(SERVER);
    paint(server, seen);
    expect(canonical(server)).toBe(canonical(rendered(seen)));
  });

  test("painted again after a change (signed out, the list and the cart emptied), it follows", () => {
    const signedIn: Seen = { wishlist: 4, cart: 2, signedIn: true, path: "/profile" };
    const signedOut: Seen = { wishlist: 0, cart: 0, signedIn: false, path: "/" };
    const region = rendered(SERVER);
    paint(region, signedIn);
    paint(region, signedOut);
    expect(canonical(region)).toBe(canonical(rendered(signedOut)));
    expect(region.querySelector<HTMLAnchorElement>("a[data-tap]")!.getAttribute("href")).toBe(signInHref("/"));
  });
});
