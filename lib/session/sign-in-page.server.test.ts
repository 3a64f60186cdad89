jest.mock("server-only", () => ({}));

import { signInAgain } from "./sign-in-page.server";

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
  it("sends a private page to the sign-in page, returning to the page with the query it shows", () => {
    expect(redirectedTo(() => signInAgain("/order-receipt", { reference: "12", tracker: undefined }))).toBe(
      "/sign-in?next=%2Forder-receipt%3Freference%3D12",
    );
    expect(redirectedTo(() => signInAgain("/profile", { tab: "orders" }))).toBe(
      "/sign-in?next=%2Fprofile%3Ftab%3Dorders",
    );
    expect(redirectedTo(() => signInAgain("/order-summary"))).toBe("/sign-in?next=%2Forder-summary");
  });
});
