/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { ProductCard, ProductCardGrid } from "./product-card";
import type { ProductCardData } from "./product-card-data";

// The server's HTML of each static region, as the browser first shows it (LiveRegion's listener has its own test).
jest.mock("@/components/static-region/live-region.client", () => ({
  LiveRegion: ({ as, html, ...attributes }: { as: string; html: string }) =>
    jest.requireActual<typeof import("react")>("react").createElement(as, {
      ...attributes,
      dangerouslySetInnerHTML: { __html: html },
    }),
}));

const cards: ProductCardData[] = [
  {
    uuid: "a1",
    name: "Coastal Watch II",
    image: "/media/shops/1/products/a.jpg",
    price: { now: "AED 462.99" },
    featured: true,
    isNew: false,
  },
  {
    uuid: "b2",
    name: "A very long product name that the card cuts short",
    image: "/media/shops/1/products/b.jpg",
    price: { now: "AED 24.20", was: "AED 30.25", off: "20% off" },
    featured: false,
    isNew: true,
  },
];

function renderGrid(eagerFirstRow: boolean) {
  render(
    <ProductCardGrid
      cards={cards}
      layout={{ sizes: "50vw" }}
      imageHeight={250}
      columns={3}
      label="Products"
      eagerFirstRow={eagerFirstRow}
    />,
  );
  return screen.getByRole("list", { name: "Products" });
}

describe("product card grid (server markup)", () => {
  it("renders each card from its data: link in a new tab, name cut with the full one in title, prices", () => {
    const grid = renderGrid(false);
    const items = within(grid).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole("link", { name: "Coastal Watch II (opens in a new tab)" }).getAttribute("href")).toBe(
      "/product/a1",
    );
    expect(first.getByRole("link").getAttribute("target")).toBe("_blank");
    expect(first.getByText("AED 462.99").tagName).toBe("SPAN");
    const second = within(items[1]!);
    const heading = second.getByRole("heading", { level: 3 });
    expect(heading.getAttribute("title")).toBe("A very long product name that the card cuts short");
    expect(heading.textContent).toBe("A very long product name that… (opens in a new tab)");
    expect(second.getByRole("deletion").textContent).toBe("Was AED 30.25");
    expect(second.getByText("20% off").tagName).toBe("SPAN");
  });

  it("gives images next/image's sources but no inline style, lazily unless the first row is eager", () => {
    const lazy = renderGrid(false).querySelectorAll("img");
    expect(lazy[0]!.getAttribute("srcset")).toContain("/_next/image?url=%2Fmedia%2Fshops%2F1%2Fproducts%2Fa.jpg&w=");
    expect(lazy[0]!.hasAttribute("style")).toBe(false);
    expect(lazy[0]!.getAttribute("loading")).toBe("lazy");
    document.body.innerHTML = "";
    const eager = renderGrid(true).querySelectorAll("img");
    expect(eager[0]!.getAttribute("fetchpriority")).toBe("high");
    expect(eager[1]!.getAttribute("fetchpriority")).toBe("low");
    expect(eager[1]!.getAttribute("loading")).toBe("eager");
  });

  it("lists no image source wider than a card can need at 3x (1200 w), and falls back to the widest kept", () => {
    const image = renderGrid(false).querySelector("img")!;
    const widths = image
      .getAttribute("srcset")!
      .split(", ")
      .map((candidate) => Number(/ (\d+)w$/.exec(candidate)![1]));
    expect(widths.length).toBeGreaterThan(1);
    expect(Math.max(...widths)).toBe(1200);
    expect(image.getAttribute("src")).toContain("&w=1200&");
  });

  it("puts the heart on every card, the NEW sticker only where the layout shows it, and the action under the price", () => {
    const grid = renderGrid(false);
    expect(
      within(grid).getByRole("button", { name: "Save Coastal Watch II to wishlist" }).getAttribute("aria-pressed"),
    ).toBe("false");
    expect(within(grid).queryByText("NEW")).toBeNull();
    document.body.innerHTML = "";
    render(
      <ProductCard
        card={cards[1]!}
        layout={{ sizes: "25vw", nameLength: 40, showNewSticker: true }}
        eager={false}
        action={<button type="button">add to cart</button>}
      />,
    );
    expect(screen.getByText("NEW").tagName).toBe("SPAN");
    expect(screen.getByRole("heading", { level: 3 }).hasAttribute("title")).toBe(true);
    expect(screen.getByRole("button", { name: "add to cart" }).closest("div")?.previousElementSibling?.tagName).toBe(
      "P",
    );
  });
});
