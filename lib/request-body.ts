/** Bodies here are small forms (route handlers, Server Actions, the revalidation webhook): a larger one is refused unread. */
export const MAX_BODY_BYTES = 64 * 1024;

export type BoundedBody = { ok: true; bytes: Uint8Array } | { ok: false; reason: "too large" | "unreadable" };

/**
 * A request's body, refused beyond MAX_BODY_BYTES: at once when it says its length, else as soon
 * as the bytes read pass the bound (a chunked body is never read further, nor kept whole). Runs on
 * the Edge runtime too.
 */
export async function readBoundedBody(request: Pick<Request, "headers" | "body">): Promise<BoundedBody> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return { ok: false, reason: "too large" };
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        reader.cancel().catch(() => undefined);
        return { ok: false, reason: "too large" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
