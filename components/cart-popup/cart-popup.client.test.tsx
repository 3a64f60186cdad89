/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { CartPopup } from "./cart-popup.client";

const remove = jest.fn();
jest.mock("./cart-summary.client", () => ({
  useCartSummary: () => ({
    lines: [{ id: "p1", name: "Blue Shirt", image: "/media/a.jpg", quantity: 2, total: 1250, href: "/product/p1" }],
    subTotal: 1250,
    remove,
  }),
}));

describe("CartPopup", () => {
  test("draws its panel only while open: the count shows, then the lines and sub total; Escape closes it", async () => {
    render(<CartPopup currencySymbol="$" />);
    const toggle = screen.getByRole("button", { name: "Cart, 2 items" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("region", { name: "Cart" })).toBeNull();
    expect(document.getElementById("cart-popup-panel")).toBeNull();

    await act(async () => toggle.click());
    const panel = screen.getByRole("region", { name: "Cart" });
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
});
