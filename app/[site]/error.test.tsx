/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { UnrecognizedActionError } from "next/dist/client/components/unrecognized-action-error";
import PageError from "./error";

let pathname = "/";
jest.mock("next/navigation", () => ({
  ...jest.requireActual("next/navigation"),
  usePathname: () => pathname,
}));

const SITE = "http,localhost:3100"; // the shop segment of app/[site] (lib/tenant.ts)

function message(path: string): string | null {
  pathname = path;
  const { unmount } = render(<PageError error={new Error("shop API down")} retry={() => {}} />);
  const text = screen.getByRole("alert").querySelector("p")!.textContent;
  unmount();
  return text;
}

test.each([
  ["/catagory/Shoes/12", "This category"],
  ["/catagory/Shoes/12/~a1", "This category"],
  ["/product/61f93f28-5b49-48e9-81a5-4770d069fd40", "This product"],
  ["/Product/5", "These products"],
  ["/product-type/5", "These products"],
  ["/articles/page/2", "The blog"],
  ["/BlogDetail/7", "This blog post"],
  ["/about-us", "The About Us page"],
  ["/order-summary", "This page"],
  ["/", "This page"],
])("names what failed at %s, in the browser and in the server's rewritten path alike", (path, what) => {
  const expected = `${what} could not be loaded just now. Please try again.`;
  expect(message(path)).toBe(expected);
  expect(message(`/${SITE}${path}`)).toBe(expected);
});

test("Try again calls the boundary's retry", () => {
  const retry = jest.fn();
  pathname = "/product/x";
  render(<PageError error={new Error("shop API down")} retry={retry} />);
  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(retry).toHaveBeenCalledTimes(1);
});

test("a Server Action an older deploy named is no error: the page is loaded again at the shop-updated notice", () => {
  pathname = "/product/x";
  // jsdom does not navigate (it reports "not implemented"): the reload itself is seen by tests/deploy.
  const notImplemented = jest.spyOn(console, "error").mockImplementation(() => {});
  const { container } = render(<PageError error={new UnrecognizedActionError("gone")} retry={() => {}} />);
  expect(container.innerHTML).toBe("");
  expect(window.location.hash).toBe("#shop-updated");
  notImplemented.mockRestore();
});
