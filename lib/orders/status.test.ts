import {
  ORDER_STATUSES,
  checkoutPaymentLabel,
  historyOrders,
  historyPaymentLabel,
  historyRow,
  historyStatusLabel,
  orderActions,
  orderDateLine,
  statusDisplay,
  trackerSteps,
  withCancelRequested,
} from "./status";

type Facts = {
  id: number;
  number: string;
  status: number;
  totals: { total: number };
  paid: number;
  paymentMode: number | null;
  trackingNumber: string;
  orderDate: string;
  createdAt: string;
  shipmentDate: string | null;
};

function order(overrides: Partial<Facts> = {}): Facts {
  return {
    id: 42,
    number: "SO-0042",
    status: 1,
    totals: { total: 120.5 },
    paid: 0,
    paymentMode: null,
    trackingNumber: "",
    orderDate: "2026-11-20T09:00:00Z",
    createdAt: "2026-11-20T09:00:00Z",
    shipmentDate: null,
    ...overrides,
  };
}

const paidByCard = { paid: 120.5, paymentMode: 5 };
const partlyPaid = { paid: 20 };

describe("statusDisplay", () => {
  it.each([
    [0, "Draft", "danger", 0],
    [1, "Pending", "warning", 35],
    [6, "Shipped", "info", 75],
    [3, "Delivered", "success", 100],
    [7, "Cancel Request", "secondary", 35],
    [8, "Cancelled", "danger", 100],
  ])("status %p reads %p in %p at %p%%", (status, label, colour, progress) => {
    expect(statusDisplay(status)).toEqual({ label, colour, progress });
  });

  it("reads an unknown code neutrally", () => {
    expect(statusDisplay(5)).toEqual({ label: "Unknown", colour: "secondary", progress: 0 });
    expect(statusDisplay(Number.NaN).progress).toBe(0);
  });

  it("covers exactly the six codes", () => {
    expect(Object.keys(ORDER_STATUSES).sort()).toEqual(["0", "1", "3", "6", "7", "8"]);
  });
});

describe("historyStatusLabel", () => {
  it.each([
    [1, "Pending to Ship"],
    [6, "Order has been shipped"],
    [3, "Order is Delivered"],
  ])("status %p unpaid (cash on delivery) reads %p", (status, label) => {
    expect(historyStatusLabel(order({ status: status }))).toBe(label);
  });

  it.each([
    [1, "Pending to Ship"],
    [6, "Order has been shipped"],
    [3, "Order is Delivered"],
  ])("status %p paid in full reads %p", (status, label) => {
    expect(historyStatusLabel(order({ status: status, ...paidByCard }))).toBe(label);
  });

  it("falls back to the table's label for a part payment", () => {
    expect(historyStatusLabel(order({ status: 1, ...partlyPaid }))).toBe("Pending");
    expect(historyStatusLabel(order({ status: 6, ...partlyPaid }))).toBe("Shipped");
    expect(historyStatusLabel(order({ status: 3, ...partlyPaid }))).toBe("Delivered");
  });

  it("reads drafts, cancel requests and cancellations whatever was paid", () => {
    expect(historyStatusLabel(order({ status: 0 }))).toBe("Draft");
    expect(historyStatusLabel(order({ status: 7, ...paidByCard }))).toBe("Cancel Request");
    expect(historyStatusLabel(order({ status: 8 }))).toBe("Order Cancelled");
  });

  it("compares the advance with the total to the cent", () => {
    expect(historyStatusLabel(order({ totals: { total: 0.3 }, paid: 0.1 + 0.2 }))).toBe("Pending to Ship");
  });
});

describe("historyPaymentLabel", () => {
  it("reads 'Credit card' for a card payment", () => {
    expect(historyPaymentLabel(order({ ...paidByCard }))).toBe("Credit card");
    expect(historyPaymentLabel(order({ status: 0, paymentMode: 5 }))).toBe("Credit card");
  });

  it("reads 'Pending' for an unpaid draft and 'COD' for other unpaid orders", () => {
    expect(historyPaymentLabel(order({ status: 0 }))).toBe("Pending");
    for (const status of [1, 6, 3, 7, 8]) expect(historyPaymentLabel(order({ status: status }))).toBe("COD");
  });

  it("reads 'Paid' for an advance paid another way", () => {
    expect(historyPaymentLabel(order({ ...partlyPaid, paymentMode: 2 }))).toBe("Paid");
    expect(historyPaymentLabel(order({ ...partlyPaid, paymentMode: null }))).toBe("Paid");
  });
});

describe("checkoutPaymentLabel", () => {
  it("reads 'Credit Card' for a placed order paid in full", () => {
    expect(checkoutPaymentLabel(order({ ...paidByCard }))).toBe("Credit Card");
  });

  it("reads 'Cash on Delivery' for an unpaid placed order", () => {
    expect(checkoutPaymentLabel(order())).toBe("Cash on Delivery");
    expect(checkoutPaymentLabel(order({ status: 6 }))).toBe("Cash on Delivery");
  });

  it("reads 'Pending' for an unpaid draft", () => {
    expect(checkoutPaymentLabel(order({ status: 0 }))).toBe("Pending");
  });

  it("has no text for a part payment", () => {
    expect(checkoutPaymentLabel(order({ ...partlyPaid }))).toBeNull();
  });
});

describe("orderDateLine", () => {
  it("reads 'Placed on' for drafts and pending orders", () => {
    expect(orderDateLine(order({ status: 0 }))).toBe("Placed on Fri, Nov-20-2026");
    expect(orderDateLine(order({ status: 1 }))).toBe("Placed on Fri, Nov-20-2026");
  });

  it("falls back to created_at when order_date is missing", () => {
    expect(orderDateLine(order({ orderDate: "", createdAt: "2026-11-19T09:00:00Z" }))).toBe(
      "Placed on Thu, Nov-19-2026",
    );
  });

  it("reads 'Shipped on' the shipment date for shipped orders", () => {
    expect(orderDateLine(order({ status: 6, shipmentDate: "2026-11-23T12:00:00Z" }))).toBe(
      "Shipped on Mon, Nov-23-2026",
    );
    expect(orderDateLine(order({ status: 6, shipmentDate: null }))).toBeNull();
  });

  it("has no line for the other statuses", () => {
    for (const status of [3, 7, 8]) expect(orderDateLine(order({ status: status }))).toBeNull();
  });
});

describe("trackerSteps", () => {
  const activeLabels = (status: number) =>
    trackerSteps(status)
      .filter((s) => s.active)
      .map((s) => s.label);

  it("always has the four steps in order", () => {
    expect(trackerSteps(1).map((s) => s.label)).toEqual(["Ordered", "Shipped", "On the way", "Delivered"]);
  });

  it("activates Delivered only at status 3", () => {
    for (const status of [0, 1, 6, 7, 8, 99]) expect(trackerSteps(status)[3]?.active).toBe(false);
    expect(activeLabels(3)).toEqual(["Ordered", "Shipped", "On the way", "Delivered"]);
  });

  it("activates the steps done so far", () => {
    expect(activeLabels(0)).toEqual([]);
    expect(activeLabels(1)).toEqual(["Ordered"]);
    expect(activeLabels(6)).toEqual(["Ordered", "Shipped", "On the way"]);
    expect(activeLabels(8)).toEqual(["Ordered"]);
  });
});

describe("order history helpers", () => {
  it("hides drafts", () => {
    const orders = [order({ id: 1, status: 0 }), order({ id: 2 }), order({ id: 3, status: 8 })];
    expect(historyOrders(orders).map((o) => o.id)).toEqual([2, 3]);
  });

  it("offers Cancel Request only from pending", () => {
    expect(orderActions(order()).cancelRequest).toBe(true);
    for (const status of [0, 6, 3, 7, 8]) expect(orderActions(order({ status: status })).cancelRequest).toBe(false);
  });

  it("offers Track Order for shipped or delivered orders with a tracking number", () => {
    const shipped = order({ status: 6, trackingNumber: "TRK 9/1" });
    expect(orderActions(shipped).track).toBe("/track-order?order_no=SO-0042&tracking_no=TRK+9%2F1");
    expect(orderActions({ ...shipped, status: 3 }).track).not.toBeNull();
    expect(orderActions({ ...shipped, trackingNumber: "" }).track).toBeNull();
    expect(orderActions({ ...shipped, trackingNumber: "" }).track).toBeNull();
    expect(orderActions({ ...shipped, status: 1 }).track).toBeNull();
  });

  it("offers to proceed with an unpaid draft", () => {
    expect(orderActions(order({ status: 0 })).proceed).toBe("/order-summary/?order_id=42");
    expect(orderActions(order({ status: 0, ...partlyPaid })).proceed).toBeNull();
    expect(orderActions(order()).proceed).toBeNull();
    expect(orderActions(order()).preview).toBe(true);
  });
});

describe("historyRow", () => {
  const row = (
    overrides: Partial<Facts> = {},
    extra: { customer?: { name: string } | null; currency?: { symbol: string } | null } = {},
  ) => historyRow({ ...order(overrides), customer: { name: "Dana Demo" }, currency: { symbol: "£" }, ...extra });

  it.each<[string, Partial<Facts>, string, string]>([
    ["pending, cash on delivery", { status: 1 }, "Pending to Ship", "COD"],
    ["pending, paid by card", { status: 1, ...paidByCard }, "Pending to Ship", "Credit card"],
    ["shipped, cash on delivery", { status: 6 }, "Order has been shipped", "COD"],
    ["shipped, paid by card", { status: 6, ...paidByCard }, "Order has been shipped", "Credit card"],
    ["delivered, cash on delivery", { status: 3 }, "Order is Delivered", "COD"],
    ["delivered, paid by card", { status: 3, ...paidByCard }, "Order is Delivered", "Credit card"],
    ["cancel request, cash on delivery", { status: 7 }, "Cancel Request", "COD"],
    ["cancel request, paid by card", { status: 7, ...paidByCard }, "Cancel Request", "Credit card"],
    ["cancelled, cash on delivery", { status: 8 }, "Order Cancelled", "COD"],
    ["cancelled, paid by card", { status: 8, ...paidByCard }, "Order Cancelled", "Credit card"],
    ["draft, unpaid", { status: 0 }, "Draft", "Pending"],
  ])("%s reads %p / %p", (_case, facts, status, payment) => {
    expect(row(facts)).toMatchObject({ status, payment });
  });

  it("shows the customer and the total with the order's currency symbol", () => {
    expect(row({ totals: { total: 1234.5 } })).toMatchObject({ customerName: "Dana Demo", total: "£1,234.50" });
    expect(row({ totals: { total: 10 } }, { currency: { symbol: "AED" } }).total).toBe("AED 10.00");
    expect(row({}, { customer: null, currency: null })).toMatchObject({ customerName: "", total: "120.50" });
  });

  it("carries the order's actions", () => {
    expect(row().actions).toEqual(orderActions(order()));
  });
});

describe("withCancelRequested", () => {
  it("marks only the requested order as a cancel request, without changing the list it was given", () => {
    const orders = [order({ id: 1 }), order({ id: 2 })];
    const after = withCancelRequested(orders, 2);
    expect(after.map((o) => [o.id, o.status])).toEqual([
      [1, 1],
      [2, 7],
    ]);
    expect(orders[1]!.status).toBe(1);
    expect(historyStatusLabel(after[1]!)).toBe("Cancel Request");
  });
});
