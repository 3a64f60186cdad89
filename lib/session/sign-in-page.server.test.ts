jest.mock("server-only", () => ({}));
const request = { referer: null as string | null };
jest.mock("next/headers", () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers(request.referer ? { referer: request.referer } : {}),
}));

import { nextFromHome, signedInDestination, signInAgain } from "./sign-in-page.server";

function redirectedTo(leave: () => never): string {
  try {
    leave();
  } catch (error) {
    // Next's redirect() throws; its digest is "NEXT_REDIRECT;<type>;<url>;<status>;".
    return String((error as { digest?: unknown }).digest).split(";")[2] ?? "";
  }
  throw new Error("did not redirect");
}

describe("signInAgain", () => {
  it("sends a private page home, as the spec says, returning to the page with the query it shows", () => {
    expect(redirectedTo(() => signInAgain("/order-receipt", { reference: "12", tracker: undefined }))).toBe(
      "/?next=%2Forder-receipt%3Freference%3D12",
    );
    expect(redirectedTo(() => signInAgain("/profile", { tab: "orders" }))).toBe("/?next=%2Fprofile%3Ftab%3Dorders");
    expect(redirectedTo(() => signInAgain("/order-summary"))).toBe("/?next=%2Forder-summary");
  });
});

describe("nextFromHome", () => {
  const SHOP = "http://localhost:3100";
  it.each([
    [`${SHOP}/?next=%2Fprofile%3Ftab%3Dorders`, "/profile?tab=orders"],
    [`${SHOP}/?next=%2Forder-summary&x=1`, "/order-summary"],
    [`${SHOP}/?next=%2F..%2F%2Fevil.example%2Fprofile`, null],
    [`${SHOP}/`, null],
    [`${SHOP}/contact-us?next=%2Fprofile`, null],
    ["http://evil.example/?next=%2Fprofile", null],
    ["not a url", null],
    [null, null],
  ])("reads the return path of home the visitor came from (%s)", async (referer, next) => {
    request.referer = referer;
    await expect(nextFromHome(SHOP)).resolves.toBe(next);
  });
});

describe("signedInDestination", () => {
  it("goes on to a return path that needs a session, with its query", () => {
    expect(signedInDestination("/order-summary")).toBe("/order-summary");
    expect(signedInDestination("/profile?tab=orders")).toBe("/profile?tab=orders");
    expect(signedInDestination("/order-receipt?reference=12")).toBe("/order-receipt?reference=12");
    expect(signedInDestination("/profile/cancel-request?order_id=3")).toBe("/profile/cancel-request?order_id=3");
  });

  it("sends the header's login, from any open page, to the account", () => {
    expect(signedInDestination("/")).toBe("/profile");
    expect(signedInDestination("/product/abc")).toBe("/profile");
    expect(signedInDestination("/contact-us?x=1")).toBe("/profile");
    expect(signedInDestination("/profiles")).toBe("/profile");
  });
});
