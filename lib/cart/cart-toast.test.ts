import { addedToCartToast, updatedCartToast } from "./cart-toast";

test("the toasts reproduce the spec's texts verbatim", () => {
  expect(addedToCartToast("Blue Shirt")).toBe("Blue Shirt is Add to cart");
  expect(updatedCartToast("Blue Shirt")).toBe("Blue Shirt is Update to cart");
});
