jest.mock("server-only", () => ({}));

const trackOrder = jest.fn();
jest.mock("@/lib/shop-api/orders.server", () => ({ trackOrder: (...args: unknown[]) => trackOrder(...args) }));

const SHOP = "http://localhost:3000";
const found = {
  ok: true,
  status: 200,
  headers: new Headers(),
  data: {
    status: true,
    data: {
      number: "SO-1-00005",
      orderDate: "2026-11-20T09:00:00Z",
      createdAt: "",
      status: 6,
      totals: { subtotal: 10, discount: 0, tax: 0, shipping: 0, total: 10 },
      lines: [],
    },
  },
};

describe("lookUpTracking", () => {
  let tracking: typeof import("./tracking.server");
  beforeEach(async () => {
    jest.resetModules();
    (await import("@/lib/rate-limit.server")).resetLimits();
    trackOrder.mockReset();
    tracking = await import("./tracking.server");
  });

  it("shows only the form when no number is given, without asking the shop", async () => {
    expect(await tracking.lookUpTracking(SHOP, "198.51.100.1", { order_no: "", tracking_no: " " })).toEqual({
      kind: "form",
    });
    expect(trackOrder).not.toHaveBeenCalled();
  });

  it("explains a missing number next to its field, without asking the shop", async () => {
    expect(await tracking.lookUpTracking(SHOP, "198.51.100.1", { order_no: "SO-1-00005", tracking_no: "" })).toEqual({
      kind: "refused",
      msg: null,
      errors: { tracking_no: "Please enter the tracking number." },
    });
    expect(trackOrder).not.toHaveBeenCalled();
  });

  it("asks the shop with the trimmed numbers and shows the order it found", async () => {
    trackOrder.mockResolvedValue(found);
    const outcome = await tracking.lookUpTracking(SHOP, "198.51.100.1", {
      order_no: " SO-1-00005 ",
      tracking_no: "TRK1000005",
    });
    expect(trackOrder).toHaveBeenCalledWith(SHOP, { order_no: "SO-1-00005", tracking_no: "TRK1000005" });
    expect(outcome).toMatchObject({
      kind: "found",
      receipt: {
        orderNumber: "SO-1-00005",
        steps: [{ active: true }, { active: true }, { active: true }, { active: false }],
      },
    });
  });

  it("shows the shop's message for a wrong pair, its field errors for a 422, and an outage plainly", async () => {
    trackOrder.mockResolvedValueOnce({
      ...found,
      data: { status: false, msg: "No order found for this order and tracking number" },
    });
    expect(await tracking.lookUpTracking(SHOP, "198.51.100.1", { order_no: "A", tracking_no: "B" })).toEqual({
      kind: "refused",
      msg: "No order found for this order and tracking number",
      errors: {},
    });
    // A status: false answer with an order that cannot be read (`data: null`) is the same refusal, in the shop's words.
    trackOrder.mockResolvedValueOnce({
      ok: false,
      status: 200,
      reason: "refused",
      body: { status: false, msg: "Unknown order", data: null },
    });
    expect(await tracking.lookUpTracking(SHOP, "198.51.100.1", { order_no: "A", tracking_no: "B" })).toEqual({
      kind: "refused",
      msg: "Unknown order",
      errors: {},
    });
    trackOrder.mockResolvedValueOnce({
      ok: false,
      status: 422,
      reason: "http",
      body: { errors: { order_no: ["The order no field is required."] } },
    });
    expect(await tracking.lookUpTracking(SHOP, "198.51.100.1", { order_no: "A", tracking_no: "B" })).toMatchObject({
      kind: "refused",
      errors: { order_no: "The order no field is required." },
    });
    trackOrder.mockResolvedValueOnce({ ok: false, status: null, reason: "timeout", body: null });
    expect(await tracking.lookUpTracking(SHOP, "198.51.100.1", { order_no: "A", tracking_no: "B" })).toEqual({
      kind: "refused",
      msg: "The shop is not available right now. Please try again.",
      errors: {},
    });
  });

  const notFound = { ...found, data: { status: false, msg: "No order found for this order and tracking number" } };
  const lookUp = (client: string, i: number) =>
    tracking.lookUpTracking(SHOP, client, { order_no: `SO-1-${String(i).padStart(5, "0")}`, tracking_no: "T" });
  const tooMany = {
    kind: "refused",
    msg: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes\.$/),
    errors: {},
  };

  it("refuses a client's lookup after 20 failed ones within ten minutes, and only that client", async () => {
    trackOrder.mockResolvedValue(notFound);
    for (let i = 0; i < 20; i++) expect((await lookUp("203.0.113.7", i)).kind).toBe("refused");
    expect(await lookUp("203.0.113.7", 99)).toEqual(tooMany);
    expect(trackOrder).toHaveBeenCalledTimes(20);
    trackOrder.mockResolvedValue(found);
    expect((await lookUp("203.0.113.8", 5)).kind).toBe("found");
  });

  it("counts failed lookups only: a customer who finds their orders is never refused", async () => {
    trackOrder.mockResolvedValue(found);
    for (let i = 0; i < 30; i++) expect((await lookUp("203.0.113.9", i)).kind).toBe("found");
    trackOrder.mockResolvedValue({ ok: false, status: null, reason: "timeout", body: null });
    for (let i = 0; i < 25; i++) expect((await lookUp("203.0.113.9", i)).kind).toBe("refused");
    expect(trackOrder).toHaveBeenCalledTimes(55);
  });

  it("after 30 addresses × 21 failed lookups a fresh address is still served, with a few tries; the crowd is not", async () => {
    trackOrder.mockResolvedValue(notFound);
    for (let a = 1; a <= 30; a++) for (let i = 0; i < 21; i++) await lookUp(`198.51.100.${a}`, i);
    expect(trackOrder).toHaveBeenCalledTimes(30 * 20);
    expect(await lookUp("198.51.100.1", 77)).toEqual(tooMany);
    // The shop is over its ceiling of failures: a fresh address gets a few tries, not twenty.
    trackOrder.mockResolvedValue(found);
    expect((await lookUp("192.0.2.200", 5)).kind).toBe("found");
    trackOrder.mockResolvedValue(notFound);
    for (let i = 0; i < 3; i++) expect(await lookUp("192.0.2.201", i)).toMatchObject({ msg: notFound.data.msg });
    expect(await lookUp("192.0.2.201", 9)).toEqual(tooMany);
  });

  it("reads the numbers from the query, the first of repeated ones", () => {
    expect(tracking.trackingNumbers({ order_no: ["A", "B"], tracking_no: "T", other: "x" })).toEqual({
      order_no: "A",
      tracking_no: "T",
    });
    expect(tracking.trackingNumbers({})).toEqual({ order_no: "", tracking_no: "" });
  });
});
