import { CoalescingQueue, mergeLinePatch, type LinePatch } from "./sync";

type Sent = { key: string; patch: LinePatch };

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

function queueWith(options: { manual?: boolean } = {}) {
  const sent: Sent[] = [];
  const pending: (() => void)[] = [];
  let idle = 0;
  const queue = new CoalescingQueue<LinePatch>({
    delayMs: 300,
    merge: mergeLinePatch,
    send: (key, patch) => {
      sent.push({ key, patch });
      if (!options.manual) return Promise.resolve();
      const d = deferred();
      pending.push(d.resolve);
      return d.promise;
    },
    onIdle: () => {
      idle += 1;
    },
  });
  return { queue, sent, pending, idleCount: () => idle };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("mergeLinePatch", () => {
  it("keeps the latest value of each field", () => {
    expect(mergeLinePatch({ quantity: 2, finalize: true }, { quantity: 3 })).toEqual({ quantity: 3, finalize: true });
  });
  it("lets a removal replace everything, and a later change revive the line", () => {
    expect(mergeLinePatch({ quantity: 2 }, { removed: true })).toEqual({ removed: true });
    expect(mergeLinePatch({ removed: true }, { quantity: 1, finalize: false })).toEqual({
      quantity: 1,
      finalize: false,
    });
  });
});

describe("CoalescingQueue", () => {
  it("sends ten quick changes of one line as one call with the last quantity", async () => {
    const { queue, sent } = queueWith();
    for (let q = 2; q <= 11; q++) {
      queue.push("a", { quantity: q });
      await jest.advanceTimersByTimeAsync(50);
    }
    expect(sent).toEqual([]);
    await jest.advanceTimersByTimeAsync(300);
    expect(sent).toEqual([{ key: "a", patch: { quantity: 11 } }]);
  });

  it("never has two calls of one line in flight; the newest wish follows the first answer", async () => {
    const { queue, sent, pending } = queueWith({ manual: true });
    queue.push("a", { quantity: 2 });
    await jest.advanceTimersByTimeAsync(300);
    expect(sent).toHaveLength(1);

    queue.push("a", { quantity: 3 });
    queue.push("a", { finalize: true });
    queue.push("a", { quantity: 4 });
    await jest.advanceTimersByTimeAsync(1000);
    expect(sent).toHaveLength(1); // still waiting for the first answer
    expect(queue.idle).toBe(false);
    expect(queue.hasWaiting("a")).toBe(true);

    pending.shift()!();
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([
      { key: "a", patch: { quantity: 2 } },
      { key: "a", patch: { quantity: 4, finalize: true } },
    ]);
    pending.shift()!();
    await jest.advanceTimersByTimeAsync(0);
    expect(queue.idle).toBe(true);
  });

  it("handles lines independently and reports idle once everything is answered", async () => {
    const { queue, sent, pending, idleCount } = queueWith({ manual: true });
    queue.push("a", { quantity: 2 });
    await jest.advanceTimersByTimeAsync(200);
    queue.push("b", { removed: true });
    await jest.advanceTimersByTimeAsync(100);
    expect(sent.map((s) => s.key)).toEqual(["a"]);
    await jest.advanceTimersByTimeAsync(200);
    expect(sent.map((s) => s.key)).toEqual(["a", "b"]);

    pending.shift()!();
    await jest.advanceTimersByTimeAsync(0);
    expect(idleCount()).toBe(0);
    pending.shift()!();
    await jest.advanceTimersByTimeAsync(0);
    expect(idleCount()).toBe(1);
  });

  it("settled() sends waiting wishes at once and resolves when all are answered", async () => {
    const { queue, sent, pending } = queueWith({ manual: true });
    queue.push("a", { finalize: true });
    let done = false;
    void queue.settled().then(() => (done = true));
    expect(sent).toHaveLength(1); // no quiet period
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    pending.shift()!();
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    await expect(queue.settled()).resolves.toBeUndefined();
  });

  it("a wish pushed while someone waits for settlement goes out without a quiet period", async () => {
    const { queue, sent, pending } = queueWith({ manual: true });
    queue.push("a", { quantity: 3 });
    let done = false;
    void queue.settled().then(() => (done = true));
    queue.push("a", { quantity: 2 }); // e.g. the server refused 3 and the cart corrects to the stock
    pending.shift()!();
    await jest.advanceTimersByTimeAsync(0);
    expect(sent.map((s) => s.patch)).toEqual([{ quantity: 3 }, { quantity: 2 }]);
    pending.shift()!();
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it("a failing send does not stop the queue", async () => {
    const sent: LinePatch[] = [];
    const queue = new CoalescingQueue<LinePatch>({
      delayMs: 10,
      merge: mergeLinePatch,
      send: async (_key, patch) => {
        sent.push(patch);
        throw new Error("offline");
      },
    });
    queue.push("a", { quantity: 2 });
    await jest.advanceTimersByTimeAsync(10);
    queue.push("a", { quantity: 3 });
    await jest.advanceTimersByTimeAsync(10);
    expect(sent).toEqual([{ quantity: 2 }, { quantity: 3 }]);
    expect(queue.idle).toBe(true);
  });

  it("clear() forgets waiting wishes", async () => {
    const { queue, sent } = queueWith();
    queue.push("a", { quantity: 5 });
    queue.clear();
    await jest.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([]);
    expect(queue.idle).toBe(true);
  });
});
