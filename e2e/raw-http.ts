import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: string };
type RawInit = { method?: string; body?: string; localAddress?: string; timeoutMs?: number };

/**
 * One request to a server on loopback with exactly these headers (Host included; fetch would replace
 * it) over a connection of its own, from `localAddress` when given (the client's address, as the
 * server sees it).
 */
export function rawRequest(port: number, path: string, headers: Record<string, string>, init: RawInit = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method: init.method ?? "GET", headers, localAddress: init.localAddress, agent: false, timeout: init.timeoutMs }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("timeout", () => req.destroy(new Error(`no answer within ${init.timeoutMs} ms`)));
    req.on("error", reject);
    req.end(init.body);
  });
}

export type UploadAnswer = { status: number; body: string; sentBytes: number; finishedUpload: boolean };

/**
 * A POST of `totalBytes` in chunked framing (no Content-Length), sent as fast as the connection
 * takes it and stopped as soon as the server answers: `sentBytes` is how much had been sent then,
 * `finishedUpload` whether the whole body went before the answer came.
 */
export function chunkedUpload(port: number, path: string, headers: Record<string, string>, totalBytes: number): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    let finishedUpload = false;
    const req = httpRequest({ host: "127.0.0.1", port, path, method: "POST", headers: { ...headers, "transfer-encoding": "chunked" }, agent: false }, (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, body, sentBytes, finishedUpload });
        req.destroy();
      });
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(16 * 1024, 0x20);
    const send = () => {
      while (!answered && sentBytes < totalBytes) {
        sentBytes += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", () => setImmediate(send));
      }
      if (!answered) {
        finishedUpload = true;
        req.end();
      }
    };
    send();
  });
}
