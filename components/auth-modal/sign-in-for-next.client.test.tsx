/** @jest-environment jsdom */
import { act, render } from "@testing-library/react";
import { announceSignedIn, announceSignedOut } from "@/lib/session/events.client";
import { SignInForNext } from "./sign-in-for-next.client";

const open = jest.fn();
const router = { replace: jest.fn() };
const location = { pathname: "/", search: "" };
jest.mock("next/navigation", () => ({
  usePathname: () => location.pathname,
  useSearchParams: () => new URLSearchParams(location.search),
  useRouter: () => router,
}));
jest.mock("./auth-modal-context.client", () => ({ useAuthModal: () => ({ open }) }));

function flag(signedIn: boolean) {
  document.cookie = signedIn ? "sf_signed_in=1; path=/" : "sf_signed_in=; path=/; max-age=0";
}

beforeEach(() => {
  jest.clearAllMocks();
  flag(false);
});

test("home with a return path opens the sign-in modal, and signing in goes there", () => {
  Object.assign(location, { pathname: "/", search: "?next=%2Forder-receipt%3Freference%3D12" });
  render(<SignInForNext />);
  expect(open).toHaveBeenCalledWith("login");
  expect(router.replace).not.toHaveBeenCalled();
  flag(true);
  act(() => announceSignedIn());
  expect(router.replace).toHaveBeenCalledWith("/order-receipt?reference=12");
});

test("a session the flag still claims is waited on: its 401 opens the modal", () => {
  Object.assign(location, { pathname: "/", search: "?next=%2Fprofile" });
  flag(true);
  render(<SignInForNext />);
  expect(open).not.toHaveBeenCalled();
  flag(false);
  act(() => announceSignedOut());
  expect(open).toHaveBeenCalledWith("login");
});

test.each([
  ["home without a return path", "/", ""],
  ["a return path to another host", "/", "?next=%2F..%2F%2Fevil.example%2Fprofile"],
  ["another page with a next", "/contact-us", "?next=%2Fprofile"],
])("%s opens nothing and goes nowhere", (_what, pathname, search) => {
  Object.assign(location, { pathname, search });
  render(<SignInForNext />);
  flag(true);
  act(() => announceSignedIn());
  expect(open).not.toHaveBeenCalled();
  expect(router.replace).not.toHaveBeenCalled();
});
