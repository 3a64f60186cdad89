/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { CheckoutForm } from "./checkout-form.client";

const sendOrder = jest.fn();
jest.mock("@/lib/bff/checkout.client", () => ({ sendOrder: (...args: unknown[]) => sendOrder(...args) }));
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
    >
      <p>Items</p>
    </CheckoutForm>,
  );
}

const shipping = () => within(screen.getByRole("group", { name: "Shipping address" }));

beforeEach(() => {
  sendOrder.mockReset();
  sendOrder.mockResolvedValue({ kind: "invalid", errors: { "address.city": "The city field is required." } });
});

test("a refusal's field errors and typed address belong to the shipping choice they answered", async () => {
  renderForm();
  fireEvent.change(shipping().getByLabelText(/^Address 1/), { target: { value: "12 Kept Street" } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Place Order" }));
  });
  expect(shipping().getByText("The city field is required.")).toBeTruthy();

  // The saved address was not what the shop refused: its fields show no error.
  fireEvent.click(shipping().getByLabelText("Existing address"));
  expect(shipping().queryByText("The city field is required.")).toBeNull();
  expect((shipping().getByLabelText(/^Address 1/) as HTMLInputElement).value).toBe(STORED.address1);

  // Back to a new address: what was typed, and the error the shop gave it.
  fireEvent.click(shipping().getByLabelText("New address"));
  expect((shipping().getByLabelText(/^Address 1/) as HTMLInputElement).value).toBe("12 Kept Street");
  expect(shipping().getByText("The city field is required.")).toBeTruthy();
});
