import { Agent, request as httpRequest } from "node:http";

/**
 * Raw HTTP/1.1 requests: `fetch` would normalise the malformed paths, refuse a `Host` header and
 * always send a length, and the sweep needs each of those as written.
 */

export type WireRequest = {
  method: string;
  /** Sent as written (malformed escapes included). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Send the body chunked, without Content-Length. */
  chunked?: boolean;
};

/** `body`: the answer's first `keepBytes` bytes (4 MB unless told), enough to search a whole page. */
export type WireAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  error?: string;
};

const KEEP_BYTES = 4 << 20;

export function createSender(port: number, concurrency: number, timeoutMs: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const send = (wire: WireRequest, keepBytes = KEEP_BYTES): Promise<WireAnswer> =>
    new Promise((resolve) => {
      let settled = false;
      const done = (answer: WireAnswer) => {
        if (settled) return;
        settled = true;
        resolve(answer);
      };
      const headers: Record<string, string> = { ...wire.headers };
      if (wire.body && !wire.chunked) headers["content-length"] = String(wire.body.length);
      let req;
      try {
        req = httpRequest({
          host: "127.0.0.1",
          port,
          method: wire.method,
          path: wire.path,
          headers,
          agent,
          setHost: false,
        });
      } catch (error) {
        // The client itself refused it (a character Node does not send): nothing reached the server.
        done({ status: -1, headers: {}, body: "", error: `not sent: ${(error as Error).message}` });
        return;
      }
      req.setTimeout(timeoutMs, () => {
        req.destroy(new Error(`no answer in ${timeoutMs / 1000} s`));
      });
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          if (size < keepBytes) chunks.push(chunk);
          size += chunk.length;
        });
        res.on("end", () =>
          done({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).subarray(0, keepBytes).toString("utf8"),
          }),
        );
        res.on("error", (error) =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: "", error: error.message }),
        );
      });
      req.on("error", (error) => done({ status: 0, headers: {}, body: "", error: error.message }));
      if (wire.body && wire.chunked) {
        // A few writes, so Node sends Transfer-Encoding: chunked.
        const step = 16 * 1024;
        for (let i = 0; i < wire.body.length; i += step) req.write(wire.body.subarray(i, i + step));
        req.end();
      } else {
        req.end(wire.body);
      }
    });
  return { send, close: () => agent.destroy() };
}
