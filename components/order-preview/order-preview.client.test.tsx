/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { Order } from "@storefront/shop-answers";
import { OrderPreview } from "./order-preview.client";

const toastCalls: string[] = [];
jest.mock("@/lib/toast", () => ({
  notify: {
    success: (m: string) => toastCalls.push(`success: ${m}`),
    error: (m: string) => toastCalls.push(`error: ${m}`),
  },
}));

const discardOrder = jest.fn();
jest.mock("@/lib/bff/orders.client", () => ({
  fetchOrder: () => Promise.resolve(null),
  discardOrder: (id: number) => discardOrder(id),
}));

/** Each term of a description list with its description, as the shopper reads them. */
function described(list: Element | undefined): Record<string, string> {
  const terms = [...(list?.querySelectorAll("dt") ?? [])];
  return Object.fromEntries(terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? ""]));
}

/** The status label shown beside the shipment progress bar, and the bar's value. */
function statusOf(dialog: HTMLElement) {
  const bar = within(dialog).getByRole("progressbar", { name: "Shipment progress" });
  return { label: bar.previousElementSibling?.textContent, progress: bar.getAttribute("aria-valuenow") };
}

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 7,
    number: "SO-1-00007",
    orderDate: "2026-11-21T10:00:00Z",
    createdAt: "2026-11-21T10:00:00Z",
    status: 0,
    shipmentDate: null,
    trackingNumber: "",
    shippingAddress: { shipping_street1: "1 Draft Street" } as Order["shippingAddress"],
    lines: [
      {
        key: "1",
        productId: "u",
        name: "Linen Shirt",
        image: "",
        quantity: 3,
        rate: 10,
        discount: 0,
        discountType: null,
        total: 30,
        stock: 2,
      },
    ],
    totals: { subtotal: 28.57, discount: 0, tax: 1.43, shipping: 15, total: 45 },
    paid: 0,
    paymentMode: null,
    currency: null,
    customer: null,
    cancelMessage: null,
    ...overrides,
  };
}

beforeEach(() => {
  toastCalls.length = 0;
  discardOrder.mockReset();
  document.body.innerHTML = '<div id="site-root"><button id="opener">View Order</button></div>';
});

function open(o: Order | null, handlers: { onClose?: () => void; onDiscarded?: () => void } = {}) {
  document.getElementById("opener")!.focus();
  return render(
    <OrderPreview order={o} onClose={handlers.onClose ?? (() => {})} onDiscarded={handlers.onDiscarded} />,
    {
      container: document.body.appendChild(document.createElement("div")),
    },
  );
}

describe("OrderPreview", () => {
  it("renders nothing without an order", () => {
    open(null);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the order as a modal dialog: number, date, status and progress, tracking, street, items in AED, proceed link", () => {
    open(order());
    const dialog = screen.getByRole("dialog", { name: "Order #SO-1-00007" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.getElementById("site-root")!.hasAttribute("inert")).toBe(true);
    expect(within(dialog).getByText(/^Placed on/).textContent).toBe("Placed on Sat, Nov-21-2026");
    expect(statusOf(dialog)).toEqual({ label: "Draft", progress: "0" });
    const [facts, totals] = dialog.querySelectorAll("dl");
    expect(described(facts)).toEqual({ "Tracking number": "—", "Shipping address": "1 Draft Street" });
    expect(described(totals)).toEqual({
      Subtotal: "AED 28.57",
      Discount: "AED 0.00",
      Tax: "AED 1.43",
      Shipping: "AED 15.00",
      Total: "AED 45.00",
    });
    const items = within(dialog).getByRole("list");
    expect(
      within(items)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Linen ShirtOut of stockQty 3.00AED 30.00"]);
    expect(screen.getByRole("link", { name: "Click to Proceed" }).getAttribute("href")).toMatch(
      /^\/order-summary\/?\?order_id=7$/,
    );
  });

  it("has no Click to Proceed for a placed order, and shows its status colour and progress", () => {
    open(order({ status: 6, trackingNumber: "TRK1" }));
    expect(screen.queryByRole("link", { name: "Click to Proceed" })).toBeNull();
    const dialog = screen.getByRole("dialog", { name: "Order #SO-1-00007" });
    expect(statusOf(dialog)).toEqual({ label: "Shipped", progress: "75" });
    expect(described(dialog.querySelector("dl") ?? undefined)["Tracking number"]).toBe("TRK1");
  });

  it("closes on Escape and releases the page", () => {
    const onClose = jest.fn();
    const view = open(order(), { onClose });
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(document.getElementById("site-root")!.hasAttribute("inert")).toBe(false);
  });

  it("Discard asks first; a refusal shows the shop's msg and keeps the panel", async () => {
    const onClose = jest.fn();
    const onDiscarded = jest.fn();
    discardOrder.mockResolvedValue({ ok: false, msg: "Only draft orders can be discarded." });
    open(order(), { onClose, onDiscarded });
    fireEvent.click(screen.getByRole("button", { name: "Discard" }));
    const confirm = screen.getByRole("alertdialog", { name: "Discard order #SO-1-00007?" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Yes, discard" }));
    });
    expect(discardOrder).toHaveBeenCalledWith(7);
    expect(toastCalls).toEqual(["error: Only draft orders can be discarded."]);
    expect(onClose).not.toHaveBeenCalled();
    expect(onDiscarded).not.toHaveBeenCalled();
    expect(confirm.isConnected).toBe(true);
  });

  it("a successful discard shows done, tells the caller and closes", async () => {
    const onClose = jest.fn();
    const onDiscarded = jest.fn();
    discardOrder.mockResolvedValue({ ok: true, done: "Order discarded" });
    open(order(), { onClose, onDiscarded });
    fireEvent.click(screen.getByRole("button", { name: "Discard" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Yes, discard" }));
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onDiscarded).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    expect(toastCalls).toEqual(["success: Order discarded"]);
  });

  it("Escape in the confirmation closes only the confirmation", () => {
    const onClose = jest.fn();
    open(order(), { onClose });
    fireEvent.click(screen.getByRole("button", { name: "Discard" }));
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
