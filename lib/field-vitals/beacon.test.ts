import { deviceClassOf, routeGroupOfPath } from "./beacon";

test("a public path's route group is one of six, whatever the path holds", () => {
  expect(
    Object.fromEntries(
      [
        "/",
        "/catagory/Shoes/12",
        "/catagory/Shoes/12/~p2",
        "/Product/Sale/3",
        "/search",
        "/product/5b7c2c6e-0000-4000-8000-000000000001",
        "/shopping-cart",
        "/check-out",
        "/order-summary",
        "/profile",
        "/WishList",
        "/track-order",
        "/about-us",
        "/BlogDetail/7",
        "/no-such-page?email=a@b.c",
      ].map((path) => [path, routeGroupOfPath(path)]),
    ),
  ).toEqual({
    "/": "home",
    "/catagory/Shoes/12": "listing",
    "/catagory/Shoes/12/~p2": "listing",
    "/Product/Sale/3": "listing",
    "/search": "listing",
    "/product/5b7c2c6e-0000-4000-8000-000000000001": "product",
    "/shopping-cart": "checkout",
    "/check-out": "checkout",
    "/order-summary": "checkout",
    "/profile": "account",
    "/WishList": "account",
    "/track-order": "account",
    "/about-us": "content",
    "/BlogDetail/7": "content",
    "/no-such-page?email=a@b.c": "content",
  });
});

test("the device class goes by viewport width", () => {
  expect([360, 767, 768, 1023, 1024, 1920].map(deviceClassOf)).toEqual([
    "mobile",
    "mobile",
    "tablet",
    "tablet",
    "desktop",
    "desktop",
  ]);
});
