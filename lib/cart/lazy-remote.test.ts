import { lazyRemote } from "./lazy-remote";
import type { CartRemote } from "./remote";

function fakeRemote(calls: string[]): CartRemote {
  return {
    fetch: async () => (calls.push("fetch"), { ok: true, lines: [], totals: null }),
    add: async (item) => (
      calls.push(`add ${item.product_id}`),
      { ok: false, status: 422, msg: "stock", availableStock: 1 }
    ),
    update: async (id, change) => (
      calls.push(`update ${id} ${change.quantity}`),
      { ok: false, status: 500, msg: null, availableStock: null }
    ),
    remove: async (cartId) => (calls.push(`remove ${cartId}`), { ok: true }),
    merge: async (items) => (calls.push(`merge ${items.length}`), { ok: true, lines: [], skipped: [] }),
  };
}

describe("lazyRemote", () => {
  beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("loads the calls once, with the first, and passes every call and answer through", async () => {
    const calls: string[] = [];
    const load = jest.fn(() => Promise.resolve({ cartRemote: fakeRemote(calls) }));
    const remote = lazyRemote(load);
    expect(load).not.toHaveBeenCalled();

    await expect(remote.fetch()).resolves.toEqual({ ok: true, lines: [], totals: null });
    await expect(remote.add({ product_id: "p1", quantity: 1, finalize: false })).resolves.toEqual({
      ok: false,
      status: 422,
      msg: "stock",
      availableStock: 1,
    });
    await remote.update("p1", { quantity: 3 });
    await remote.remove(9);
    await remote.merge([{ product_id: "p2", quantity: 2, finalize: true }]);
    expect(calls).toEqual(["fetch", "add p1", "update p1 3", "remove 9", "merge 1"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("answers a failed load like a failed request, and loads again with the next call", async () => {
    const calls: string[] = [];
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error("ChunkLoadError"))
      .mockResolvedValue({ cartRemote: fakeRemote(calls) });
    const remote = lazyRemote(load);

    await expect(remote.fetch()).resolves.toEqual({ ok: false, status: 0, msg: null, availableStock: null });
    await expect(remote.remove(4)).resolves.toEqual({ ok: true });
    expect(calls).toEqual(["remove 4"]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("loads the real module by default", async () => {
    const remote = lazyRemote();
    const realFetch = global.fetch;
    global.fetch = jest.fn(() => Promise.reject(new Error("offline"))) as unknown as typeof fetch;
    try {
      await expect(remote.fetch()).resolves.toMatchObject({ ok: false, status: 0 });
    } finally {
      global.fetch = realFetch;
    }
  });
});
