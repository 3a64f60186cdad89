/** @jest-environment jsdom */
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { fireEvent, render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { HeartButton } from "@/components/wishlist/heart-button";
import { RelatedAddButton } from "@/components/product/related-add-button";
import type { CartProduct } from "@/lib/cart/local-cart";
import { LiveRegion } from "./live-region.client";
import { refreshRegions, registerRegionAction } from "./region-actions";

const router = { push: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router }));

// What a feature registers (the wishlist and the cart do so for these attributes): a heart shows whether
// its product is in `saved`, which can change after the region is rendered.
const saved = new Set(["saved"]);
const heart = {
  press: jest.fn((control: HTMLElement) => void control),
  show: (hearts: HTMLElement[]) => {
    for (const h of hearts) h.setAttribute("aria-pressed", String(saved.has(h.dataset.heart!)));
  },
};
const addToCart = { press: jest.fn((control: HTMLElement) => void control) };
const quantityReset = { press: jest.fn() };
let unregister: (() => void)[] = [];
beforeEach(() => {
  unregister = [
    registerRegionAction("data-heart", heart),
    registerRegionAction("data-add-to-cart", quantityReset),
    registerRegionAction("data-add-to-cart", addToCart),
  ];
});
afterEach(() => unregister.forEach((stop) => stop()));

const shirt: CartProduct = {
  product_id: "p1",
  name: 'Shirt "Blue" <b>',
  price: 10,
  thumb_nail: "a.jpg",
  stock: 3,
  discount: null,
  disc_amount: 0,
  tax: 5,
  tax_id: 1,
};

// The region's HTML as the server makes it: React's static render of the same components.
const html = renderToStaticMarkup(
  <>
    <HeartButton uuid="saved" name="Saved Shirt" pressed={false} />
    <HeartButton uuid="other" name="Other Shirt" pressed={false} />
    <RelatedAddButton product={shirt} />
    <RelatedAddButton product={{ ...shirt, product_id: "p2", stock: 0 }} />
    <a href="/catagory/Men_Wear/1?page=2">Men</a>
    <a href="/product/p1" target="_blank">
      New tab
    </a>
    <a href="https://elsewhere.example/">Elsewhere</a>
    <a href="/..//evil.example/profile">Dot segments</a>
    <a href="/%2e%2e//evil.example/order-summary">Encoded dot segments</a>
  </>,
);

function renderRegion() {
  const { container } = render(<LiveRegion as="div" html={html} className="region" />);
  const region = container.querySelector<HTMLElement>(".region")!;
  const byText = (text: string) => [...region.querySelectorAll("a")].find((a) => a.textContent === text)!;
  return { region, byText };
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
beforeEach(() => jest.clearAllMocks());

test("the server's markup is kept as it is, and the hearts show the registered state, also when it changes", () => {
  const { region } = renderRegion();
  expect(region.innerHTML).toContain("Save Other Shirt to wishlist");
  const pressed = () => [...region.querySelectorAll("[data-heart]")].map((h) => h.getAttribute("aria-pressed"));
  expect(pressed()).toEqual(["true", "false"]);
  saved.add("other");
  refreshRegions();
  expect(pressed()).toEqual(["true", "true"]);
  saved.delete("other");
});

test("a heart runs its registered action on the heart pressed", () => {
  const { region } = renderRegion();
  fireEvent.click(region.querySelector('[data-heart="other"] svg')!);
  expect(heart.press).toHaveBeenCalledWith(region.querySelector('[data-heart="other"]'));
  expect(addToCart.press).not.toHaveBeenCalled();
  expect(router.push).not.toHaveBeenCalled();
});

test("'add to cart' runs every action of its attribute in order, with the product as the server wrote it; a sold-out one runs none", () => {
  const { region } = renderRegion();
  const [add, soldOut] = region.querySelectorAll<HTMLButtonElement>("[data-add-to-cart]");
  fireEvent.click(add!);
  expect(quantityReset.press).toHaveBeenCalledTimes(1);
  expect(addToCart.press).toHaveBeenCalledWith(add);
  expect(JSON.parse(addToCart.press.mock.calls[0]![0].dataset.addToCart!)).toEqual(shirt);
  expect(quantityReset.press.mock.invocationCallOrder[0]).toBeLessThan(addToCart.press.mock.invocationCallOrder[0]!);
  expect(soldOut!.disabled).toBe(true);
  fireEvent.click(soldOut!);
  expect(addToCart.press).toHaveBeenCalledTimes(1);
});

test("an action registered after the region was rendered shows at once, and one taken away presses nothing", () => {
  unregister.forEach((stop) => stop());
  const { region } = renderRegion();
  const other = region.querySelector<HTMLElement>('[data-heart="other"]')!;
  other.setAttribute("aria-pressed", "unknown");
  unregister = [registerRegionAction("data-heart", heart)];
  expect(other.getAttribute("aria-pressed")).toBe("false");
  unregister.forEach((stop) => stop());
  fireEvent.click(other);
  expect(heart.press).not.toHaveBeenCalled();
});

test("a link of the app opens in the app, and is fetched ahead on hover and focus", () => {
  const { byText } = renderRegion();
  const men = byText("Men");
  fireEvent.mouseOver(men);
  fireEvent.focus(men);
  expect(router.prefetch).toHaveBeenCalledWith("/catagory/Men_Wear/1?page=2");
  expect(fireEvent.click(men)).toBe(false); // default prevented
  expect(router.push).toHaveBeenCalledWith("/catagory/Men_Wear/1?page=2");
});

/** Whether a click on `element` is left to the browser (jsdom cannot follow it: it is stopped after the app saw it). */
function leftToBrowser(element: Element, init?: MouseEventInit) {
  let prevented = false;
  const after = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener("click", after);
  fireEvent.click(element, init);
  window.removeEventListener("click", after);
  return !prevented;
}

test("a new-tab link, another site's link and a click with a modifier key are left to the browser", () => {
  const { byText } = renderRegion();
  expect(leftToBrowser(byText("Men"), { ctrlKey: true })).toBe(true);
  expect(leftToBrowser(byText("Men"), { button: 1 })).toBe(true);
  expect(leftToBrowser(byText("New tab"))).toBe(true);
  expect(leftToBrowser(byText("Elsewhere"))).toBe(true);
  expect(leftToBrowser(byText("Men"))).toBe(false);
  fireEvent.mouseOver(byText("Elsewhere"));
  expect(router.push).toHaveBeenCalledTimes(1); // the plain click only
  expect(router.prefetch).not.toHaveBeenCalled();
});

test("a link of this origin whose path the router would read as another host is left to the browser, never routed", () => {
  const { byText } = renderRegion();
  for (const text of ["Dot segments", "Encoded dot segments"]) {
    fireEvent.mouseOver(byText(text));
    expect(leftToBrowser(byText(text))).toBe(true);
  }
  expect(router.push).not.toHaveBeenCalled();
  expect(router.prefetch).not.toHaveBeenCalled();
});

describe("a region rendered from data (a layout's menu or footer)", () => {
  const Menu = ({ items }: { items: string[] }) => (
    <ul>
      {items.map((item) => (
        <li key={item}>
          <a href={`/${item}`}>{item}</a>
        </li>
      ))}
    </ul>
  );
  const region = (items: string[]) => (
    <LiveRegion as="div" className="menu" adopt={items}>
      <Menu items={items} />
    </LiveRegion>
  );
  const hasFiber = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));

  test("hydrating, it keeps the server's DOM without a fiber inside; other data is rendered anew", async () => {
    // What the server sent: the region with its markup rendered.
    document.body.innerHTML = `<div id="app">${renderToStaticMarkup(
      <div className="menu">
        <Menu items={["a", "b"]} />
      </div>,
    )}</div>`;
    const app = document.getElementById("app")!;
    const serverList = app.querySelector("ul")!;
    let root: Root;
    await act(async () => void (root = hydrateRoot(app, region(["a", "b"]))));
    expect(app.querySelector("ul")).toBe(serverList);
    expect(hasFiber(app.querySelector(".menu")!)).toBe(true);
    expect([...app.querySelectorAll(".menu *")].filter(hasFiber)).toEqual([]);
    expect(leftToBrowser(app.querySelector('a[href="/b"]')!)).toBe(false);
    expect(router.push).toHaveBeenCalledWith("/b");

    await act(async () => root.render(region(["a", "b"]))); // the same data again: still adopted
    expect(app.querySelector("ul")).toBe(serverList);
    await act(async () => root.render(region(["c"])));
    expect([...app.querySelectorAll(".menu a")].map((a) => a.textContent)).toEqual(["c"]);
    expect(app.querySelectorAll(".menu ul")).toHaveLength(1);
    await act(async () => root.unmount());
  });

  test("mounted anew in the browser, where there is no server DOM, it renders its markup", async () => {
    const { container } = render(region(["a", "b"]));
    expect([...container.querySelectorAll(".menu a")].map((a) => a.getAttribute("href"))).toEqual(["/a", "/b"]);
  });
});
