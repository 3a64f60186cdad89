import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: string };
type RawInit = { method?: string; body?: string; localAddress?: string; timeoutMs?: number };

/**
 * One request to a server on loopback with exactly these headers (Host included; fetch would replace
 * it) over a connection of its own, from `localAddress` when given (the client's address, as the
 * server sees it).
 */
export function rawRequest(
  port: number,
  path: string,
  headers: Record<string, string>,
  init: RawInit = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path,
        method: init.method ?? "GET",
        headers,
        localAddress: init.localAddress,
        agent: false,
        timeout: init.timeoutMs,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${init.timeoutMs} ms`)));
    req.on("error", reject);
    req.end(init.body);
  });
}

export type UploadAnswer = { status: number; body: string; sentBytes: number; finishedUpload: boolean };

/**
 * A POST of `totalBytes` in chunked framing (no Content-Length) over a plain socket, sent as fast as
 * the connection takes it and stopped as soon as the server answers or stops reading: `sentBytes` is
 * how much had been sent then, `finishedUpload` whether the whole body went. A plain socket because
 * a server that answers early and closes makes the client's next write fail (EPIPE) while its answer
 * is already on the way: the answer is read to the end of the connection whatever the writes did.
 */
export function chunkedUpload(
  port: number,
  path: string,
  headers: Record<string, string>,
  totalBytes: number,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let finishedUpload = false;
    let received = "";
    let stopped = false;
    const socket = connect({ host: "127.0.0.1", port, allowHalfOpen: true });
    const head = [
      `POST ${path} HTTP/1.1`,
      ...Object.entries({ ...headers, "transfer-encoding": "chunked", connection: "close" }).map(
        ([k, v]) => `${k}: ${v}`,
      ),
      "",
      "",
    ].join("\r\n");
    const chunk = Buffer.concat([
      Buffer.from(`${(16 * 1024).toString(16)}\r\n`),
      Buffer.alloc(16 * 1024, 0x20),
      Buffer.from("\r\n"),
    ]);
    const send = () => {
      while (!stopped && sentBytes < totalBytes) {
        sentBytes += 16 * 1024;
        if (!socket.write(chunk)) return void socket.once("drain", () => setImmediate(send));
      }
      if (!stopped) {
        finishedUpload = true;
        socket.write("0\r\n\r\n");
      }
    };
    socket.setEncoding("latin1");
    socket.on("connect", () => {
      socket.write(head);
      send();
    });
    socket.on("data", (data: string) => {
      received += data;
      if (/^HTTP\/1\.1 \d{3}/.test(received)) stopped = true;
      if (answerComplete(received)) socket.destroy();
    });
    // A write after the server closed its side: stop sending and read what it answered.
    socket.on("error", (error: NodeJS.ErrnoException) => {
      stopped = true;
      if (received === "" && error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
    });
    socket.on("close", () => {
      const match = /^HTTP\/1\.1 (\d{3})[^\r]*\r\n[\s\S]*?\r\n\r\n([\s\S]*)$/.exec(received);
      if (!match) return reject(new Error(`no answer: ${JSON.stringify(received.slice(0, 200))}`));
      resolve({ status: Number(match[1]), body: dechunk(match[2]!, received), sentBytes, finishedUpload });
    });
    socket.on("end", () => socket.end());
  });
}

/** Whether `received` holds a whole answer: its Content-Length read, or its last chunk. */
function answerComplete(received: string): boolean {
  const end = received.indexOf("\r\n\r\n");
  if (end < 0) return false;
  const length = /\r\ncontent-length: *(\d+)/i.exec(received.slice(0, end));
  if (length) return Buffer.byteLength(received.slice(end + 4), "latin1") >= Number(length[1]);
  return received.endsWith("\r\n0\r\n\r\n");
}

/** The body of an answer, undone from chunked framing when its headers say so. */
function dechunk(body: string, whole: string): string {
  if (!/\r\ntransfer-encoding: *chunked/i.test(whole)) return body;
  let out = "";
  let rest = body;
  for (;;) {
    const line = /^([0-9a-f]+)\r\n/i.exec(rest);
    if (!line) return out;
    const size = parseInt(line[1]!, 16);
    if (size === 0) return out;
    out += rest.slice(line[0].length, line[0].length + size);
    rest = rest.slice(line[0].length + size + 2);
  }
}
