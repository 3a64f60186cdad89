/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import "@testing-library/jest-dom";
import { SWRConfig } from "swr";
import { CartContext, type CartApi } from "@/components/cart/cart-context.client";
import type { WishlistEntry } from "@/lib/bff/wishlist.client";
import type { CartProduct } from "@/lib/cart/local-cart";
import { wishlistStorageKey } from "@/lib/wishlist/wishlist-list";
import { WishlistView } from "./wishlist-view.client";

const uuid = (n: number) => `${n.toString(16).padStart(8, "0")}-0000-4000-8000-000000000000`;
const saved = [1, 2, 3].map((n) => ({ uuid: uuid(n), name: `Saved name ${n}` }));

function product(n: number, overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    product_id: uuid(n),
    name: `Current name ${n}`,
    price: 40,
    thumb_nail: `items/${n}.jpg`,
    stock: 2,
    discount: "%",
    disc_amount: 10,
    tax: 5,
    tax_id: 1,
    ...overrides,
  };
}

const answer: WishlistEntry[] = [
  { uuid: uuid(1), state: "ok", product: product(1) },
  { uuid: uuid(2), state: "gone" },
  { uuid: uuid(3), state: "error" },
];

const fetchMock = jest.fn();
const addItem = jest.fn();

beforeAll(() => {
  localStorage.setItem(
    wishlistStorageKey(window.location.origin),
    JSON.stringify({ version: 1, origin: window.location.origin, items: saved }),
  );
  global.fetch = fetchMock;
});

beforeEach(() => {
  fetchMock.mockReset().mockImplementation(async () => ({ status: 200, json: async () => ({ data: answer }) }));
  addItem.mockReset();
});

function renderView() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <CartContext.Provider value={{ addItem } as unknown as CartApi}>
        <WishlistView currencySymbol="AED" />
      </CartContext.Provider>
    </SWRConfig>,
  );
}

const row = (name: string) => screen.getByRole("heading", { level: 3, name }).closest("li") as HTMLElement;

describe("the wishlist page", () => {
  it("shows each saved product as the shop answers it now, newest first: price and offer, stock, unavailable, failed", async () => {
    renderView();
    await screen.findByText("AED 36.00");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/wishlist?ids=${uuid(1)},${uuid(2)},${uuid(3)}`);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("3 saved products");
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Saved name 3",
      "Saved name 2",
      "Current name 1",
    ]);

    const current = row("Current name 1");
    expect(within(current).getByText("AED 40.00")).toBeInTheDocument();
    expect(within(current).getByText("10% off")).toBeInTheDocument();
    expect(within(current).getByText("2 available")).toBeInTheDocument();
    fireEvent.click(within(current).getByRole("button", { name: "Add to cart: Current name 1" }));
    expect(addItem).toHaveBeenCalledWith(product(1), 1);

    expect(within(row("Saved name 2")).getByText("No longer available in this shop")).toBeInTheDocument();
    expect(within(row("Saved name 2")).queryByRole("button", { name: /Add to cart/ })).toBeNull();
    expect(within(row("Saved name 3")).getByText("This product could not be loaded just now.")).toBeInTheDocument();

    fireEvent.click(within(screen.getByRole("alert")).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it("removes a product from the list and from storage without reading the rest again", async () => {
    renderView();
    await screen.findByText("No longer available in this shop");
    fireEvent.click(screen.getByRole("button", { name: "Remove Saved name 2" }));
    await screen.findByRole("heading", { level: 2, name: "2 saved products" });
    expect(screen.queryByText("No longer available in this shop")).toBeNull();
    expect(screen.getByText("AED 36.00")).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(wishlistStorageKey(window.location.origin))!).items).toEqual([
      saved[0],
      saved[2],
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says when the list could not be read at all, and offers to try again", async () => {
    fetchMock.mockImplementation(async () => ({
      status: 502,
      json: async () => ({ msg: "The shop is not available right now." }),
    }));
    renderView();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The shop is not available right now.");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
