import { MAX_BODY_BYTES, readBoundedBody } from "./request-body";

/** A body of `total` bytes in `chunk`-byte pieces that counts what has been pulled from it. */
function countingBody(total: number, chunk = 1024) {
  const counter = { pulled: 0 };
  const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      const size = Math.min(chunk, total - counter.pulled);
      counter.pulled += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return { request: { headers: new Headers(), body }, counter };
}

describe("readBoundedBody", () => {
  test("a chunked 10 MB body is refused after little more than MAX_BODY_BYTES is read", async () => {
    const { request, counter } = countingBody(10 * 1024 * 1024);
    expect(await readBoundedBody(request)).toEqual({ ok: false, reason: "too large" });
    expect(counter.pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + 4 * 1024);
  });

  test("a declared length over the bound is refused without reading", async () => {
    const { request, counter } = countingBody(10 * 1024 * 1024);
    request.headers.set("content-length", String(MAX_BODY_BYTES + 1));
    expect(await readBoundedBody(request)).toEqual({ ok: false, reason: "too large" });
    expect(counter.pulled).toBeLessThanOrEqual(1024); // what the stream queues by itself
  });

  test("a body of exactly MAX_BODY_BYTES is read whole, in order", async () => {
    const { request } = countingBody(MAX_BODY_BYTES, 1000);
    const read = await readBoundedBody(request);
    expect(read.ok && read.bytes.byteLength).toBe(MAX_BODY_BYTES);
    expect(read.ok && read.bytes.every((b) => b === 0x61)).toBe(true);
  });

  test("no body is an empty one; a failing stream is unreadable", async () => {
    expect(await readBoundedBody({ headers: new Headers(), body: null })).toEqual({
      ok: true,
      bytes: new Uint8Array(0),
    });
    const broken = new ReadableStream({ pull: (controller) => controller.error(new Error("reset")) });
    expect(await readBoundedBody({ headers: new Headers(), body: broken })).toEqual({
      ok: false,
      reason: "unreadable",
    });
  });
});
