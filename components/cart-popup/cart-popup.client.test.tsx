/** @jest-environment jsdom */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { CartPopup } from "./cart-popup.client";
import { CartPopupPanel } from "./cart-popup-panel.client";

const remove = jest.fn();
let mockReady = true;
jest.mock("@/components/cart/use-cart", () => ({
  useCart: () => ({ lines: [{ product_id: "p1", quantity: 2 }], ready: mockReady }),
}));
jest.mock("./cart-summary.client", () => ({
  useCartSummary: () => ({
    lines: [{ id: "p1", name: "Blue Shirt", image: "shops/1/a.jpg", quantity: 2, total: 1250, href: "/product/p1" }],
    subTotal: 1250,
    remove,
  }),
}));

afterEach(() => (mockReady = true));

describe("CartPopup", () => {
  test("draws its panel only while open: the count shows, then the lines and sub total; Escape closes it", async () => {
    render(<CartPopup currencySymbol="$" />);
    const toggle = screen.getByRole("button", { name: "Cart, 2 items" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("region", { name: "Cart" })).toBeNull();
    expect(document.getElementById("cart-popup-panel")).toBeNull();

    await act(async () => toggle.click());
    const panel = await screen.findByRole("region", { name: "Cart" }, { timeout: 5000 });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(panel.id).toBe(toggle.getAttribute("aria-controls"));
    expect(panel.textContent).toContain("Qty 2 · $1,250.00");
    expect(panel.textContent).toContain("Sub Total $1,250.00");

    await act(async () => screen.getByRole("button", { name: "Remove Blue Shirt" }).click());
    expect(remove).toHaveBeenCalledWith("p1");

    await act(async () => void fireEvent.keyDown(panel, { key: "Escape" }));
    expect(screen.queryByRole("region", { name: "Cart" })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  test("shows no count until the cart has been read: a 0 rendered by the server would contradict its cart", () => {
    mockReady = false;
    const { rerender } = render(<CartPopup currencySymbol="$" />);
    const toggle = screen.getByRole("button", { name: "Cart" });
    expect(toggle.textContent).not.toMatch(/\d/);
    mockReady = true;
    rerender(<CartPopup currencySymbol="$" />);
    expect(toggle.textContent).toBe("Cart, 2 items2");
  });

  test("loads the panel (its thumbnails' next/image code) only by dynamic import, never with the page", () => {
    const source = readFileSync(join(__dirname, "cart-popup.client.tsx"), "utf8");
    const staticImports = [...source.matchAll(/^import (?!type ).*from "(.+)";$/gm)].map((m) => m[1]);
    expect(staticImports).not.toContain("./cart-popup-panel.client");
    expect(staticImports).not.toContain("@/components/ui/thumbnail");
    expect(source).toContain('import("./cart-popup-panel.client")');
  });
});

describe("CartPopupPanel", () => {
  test("opening after focus left the cart's button (a Tab while its code loaded), it takes focus; else focus stays", () => {
    render(
      <>
        <button aria-controls="cart-popup-panel">Cart</button>
        <button>Next</button>
      </>,
    );
    screen.getByRole("button", { name: "Next" }).focus();
    const moved = render(<CartPopupPanel currencySymbol="$" close={() => {}} />);
    expect(document.activeElement).toBe(screen.getByRole("region", { name: "Cart" }));
    moved.unmount();

    screen.getByRole("button", { name: "Cart" }).focus();
    render(<CartPopupPanel currencySymbol="$" close={() => {}} />);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cart" }));
  });
});
