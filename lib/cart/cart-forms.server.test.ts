jest.mock("server-only", () => ({}));

import { cartNotice, parseCartForm, PRODUCT_MESSAGE, QUANTITY_MESSAGE } from "./cart-forms.server";

const UUID = "9f1c2a4e-0000-4000-8000-00000000abcd";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("the cart's forms, as posted", () => {
  test("Add to cart: the product and the quantity as typed (spaces around it allowed)", () => {
    expect(parseCartForm("add", form({ product_id: UUID, quantity: " 3 " }))).toEqual({
      ok: true,
      input: { product_id: UUID, quantity: 3 },
    });
  });

  test.each([["0"], [""], ["-1"], ["2.5"], ["1e3"], ["two"], ["99999999"]])(
    "a quantity of %p is refused with the quantity's sentence",
    (typed) => {
      expect(parseCartForm("add", form({ product_id: UUID, quantity: typed }))).toEqual({
        ok: false,
        message: QUANTITY_MESSAGE,
      });
      expect(parseCartForm("quantity", form({ product_id: UUID, quantity: typed }))).toMatchObject({ ok: false });
    },
  );

  test("a missing quantity or product, or a product id that is no uuid, is refused", () => {
    expect(parseCartForm("add", form({ product_id: UUID }))).toEqual({ ok: false, message: QUANTITY_MESSAGE });
    expect(parseCartForm("add", form({ quantity: "1" }))).toEqual({ ok: false, message: PRODUCT_MESSAGE });
    expect(parseCartForm("add", form({ product_id: "../admin", quantity: "1" }))).toEqual({
      ok: false,
      message: PRODUCT_MESSAGE,
    });
  });

  test("remove names the line by its cart id, a positive integer", () => {
    expect(parseCartForm("remove", form({ cart_id: "42" }))).toEqual({ ok: true, input: { cart_id: 42 } });
    for (const id of ["0", "042", "-1", "x", ""])
      expect(parseCartForm("remove", form({ cart_id: id }))).toMatchObject({ ok: false });
  });

  test("finalize is 1 or 0", () => {
    expect(parseCartForm("finalize", form({ product_id: UUID, finalize: "1" }))).toEqual({
      ok: true,
      input: { product_id: UUID, finalize: true },
    });
    expect(parseCartForm("finalize", form({ product_id: UUID, finalize: "0" }))).toMatchObject({
      input: { finalize: false },
    });
    expect(parseCartForm("finalize", form({ product_id: UUID, finalize: "yes" }))).toMatchObject({ ok: false });
  });
});

describe("the cart page's notice in its query", () => {
  test("names one of the actions' outcomes, never text from the address bar", () => {
    expect(cartNotice("removed")).toEqual({
      notice: "removed",
      text: "The item is removed from your cart.",
      failed: false,
    });
    expect(cartNotice("refused")).toMatchObject({ failed: true });
    expect(cartNotice("<script>")).toBeNull();
    expect(cartNotice("toString")).toBeNull();
    expect(cartNotice(["removed"])).toBeNull();
  });
});
