/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { CartIcon, HeartIcon, IconSprite, UserIcon } from "./icons";

describe("icons drawn in the header's islands", () => {
  test("are each one <use> of a symbol of the sprite, not shapes of their own to hydrate", () => {
    const { container } = render(
      <>
        <IconSprite />
        <CartIcon />
        <UserIcon />
        <HeartIcon />
      </>,
    );
    const [, ...icons] = [...container.querySelectorAll(":scope > svg")];
    expect(icons).toHaveLength(3);
    for (const icon of icons) {
      expect([...icon.children].map((child) => child.tagName)).toEqual(["use"]);
      const symbol = container.querySelector(icon.firstElementChild!.getAttribute("href")!);
      expect(symbol?.tagName).toBe("symbol");
      expect(symbol?.children.length).toBeGreaterThan(0);
    }
  });
});
