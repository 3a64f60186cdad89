/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import "@testing-library/jest-dom";
import { wishlistStorageKey } from "@/lib/wishlist/wishlist-list";
import { WishlistCount } from "./wishlist-count.client";
import { WishlistHeart } from "./wishlist-heart.client";

const UUID = "0000000a-0000-4000-8000-000000000000";
const OTHER = "0000000b-0000-4000-8000-000000000000";
const key = () => wishlistStorageKey(window.location.origin);

function renderPage() {
  render(
    <>
      <a href="#wishlist">
        <WishlistCount />
      </a>
      <WishlistHeart uuid={UUID} name="Coastal Watch II" />
      <WishlistHeart uuid={UUID} name="Coastal Watch II" />
    </>,
  );
}

describe("the wishlist heart and the header count", () => {
  it("reads nothing until this shop has a list, then follows the one another tab starts", async () => {
    renderPage();
    expect(screen.getByRole("link")).toHaveAccessibleName("Wishlist");
    const value = JSON.stringify({
      version: 1,
      origin: window.location.origin,
      items: [
        { uuid: OTHER, name: "Heather Pan" },
        { uuid: UUID, name: "Coastal Watch II" },
      ],
    });
    act(() => {
      localStorage.setItem(key(), value);
      window.dispatchEvent(new StorageEvent("storage", { key: key(), newValue: value }));
    });
    await screen.findByRole("link", { name: "Wishlist, 2 products" });
    expect(screen.getAllByRole("button")[0]).toHaveAttribute("aria-pressed", "true");
  });

  it("is a toggle button named for the product: a press saves it everywhere on the page and in storage, another removes it", async () => {
    act(() => {
      localStorage.clear(); // in another tab
      window.dispatchEvent(new StorageEvent("storage", { key: null }));
    });
    renderPage();
    await screen.findByRole("link", { name: "Wishlist" });
    const [heart, twin] = screen.getAllByRole("button", { name: "Save Coastal Watch II to wishlist" });
    expect(heart).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("link")).toHaveAccessibleName("Wishlist");

    fireEvent.click(heart!);
    await screen.findByRole("link", { name: "Wishlist, 1 product" });
    expect(twin).toHaveAttribute("aria-pressed", "true");
    expect(JSON.parse(localStorage.getItem(key())!).items).toEqual([{ uuid: UUID, name: "Coastal Watch II" }]);

    fireEvent.click(twin!);
    await screen.findByRole("link", { name: "Wishlist" });
    expect(heart).toHaveAttribute("aria-pressed", "false");
    expect(localStorage.getItem(key())).toBeNull();
  });
});
