/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type { PlaceState } from "@/lib/checkout/form";
import { CheckoutForm } from "./checkout-form.client";

const placeOrderAction = jest.fn();
jest.mock("@/lib/checkout/place-order-action", () => ({
  placeOrderAction: (...args: unknown[]) => placeOrderAction(...args),
}));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock("@/components/cart/use-cart", () => ({ useCart: () => ({ resync: jest.fn() }) }));

const STORED = {
  name: "Dana Demo",
  country: "1",
  address1: "Villa 7, Al Wasl Road",
  address2: "",
  city: "Dubai",
  zip_code: "00000",
  phone_no: "501234567",
  state: "Dubai",
};

function renderForm() {
  return render(
    <CheckoutForm
      customer={{ name: "Dana Demo", email: "dana@example.com", phoneCode: "971", mobile: "501234567" }}
      storedAddress={STORED}
      countries={[{ id: 1, name: "United Arab Emirates", phonecode: "971" }]}
      methods={[{ code: 0, title: "Cash on Delivery" }]}
      saleOrderId={null}
      intentKey="0123456789abcdef0123456789abcdef"
      emptyNotice={null}
    >
      <p>Items</p>
    </CheckoutForm>,
  );
}

const shipping = () => within(screen.getByRole("group", { name: "Shipping address" }));
/** The new address's fields (named, sent) and the saved address's (read only, not sent): CSS shows one. */
const addressInputs = () =>
  shipping()
    .getAllByLabelText(/^Address 1/)
    .map((input) => input as HTMLInputElement);

beforeEach(() => {
  placeOrderAction.mockReset();
  placeOrderAction.mockImplementation(async (previous: PlaceState, form: FormData): Promise<PlaceState> => ({
    kind: "refused",
    round: previous.round + 1,
    entry: {
      shippingOption: form.get("shipping_option") === "2" ? 2 : 1,
      billingOption: 1,
      payMethod: 0,
      address: { ...STORED, name: "", city: "", address1: String(form.get("address.address1")) },
      billing: { ...STORED, phone_code: "" },
    },
    errors: { "address.city": "The city field is required." },
    alert: "Please correct the highlighted fields.",
  }));
});

test("the form posts its own fields (intent key, choices, address) and keeps what was typed with the refusal's errors", async () => {
  renderForm();
  const [typed, saved] = addressInputs();
  expect(saved!.value).toBe(STORED.address1);
  expect(saved!.readOnly).toBe(true);
  expect(saved!.name).toBe("");
  fireEvent.change(typed!, { target: { value: "12 Kept Street" } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Place Order" }));
  });

  const sent = placeOrderAction.mock.calls[0]![1] as FormData;
  expect(sent.get("intent")).toBe("0123456789abcdef0123456789abcdef");
  expect(sent.get("shipping_option")).toBe("1");
  expect(sent.get("address.address1")).toBe("12 Kept Street");
  expect(shipping().getAllByText("The city field is required.")).toHaveLength(1);
  expect(screen.getByRole("alert").textContent).toBe("Please correct the highlighted fields.");
  // Drawn anew from the answer: the typed address is the default, the saved one shows no error.
  const [kept, stored] = addressInputs();
  expect(kept!.value).toBe("12 Kept Street");
  expect(stored!.value).toBe(STORED.address1);
  expect(stored!.getAttribute("aria-invalid")).toBeNull();
  expect((shipping().getByLabelText("New address") as HTMLInputElement).checked).toBe(true);
});
