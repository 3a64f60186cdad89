import { createServer, type RequestListener, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import {
  SERVER_LIMITS,
  answerRefusedMethod,
  createStorefrontServer,
  lingerOnClose,
  type ServerLimits,
} from "./http-server.server.mjs";

/** What Next does with a method it does not serve on a route handler or a file route: a 500. */
const asNext: RequestListener = (request, response) => {
  if (answerRefusedMethod(request, response, new URL(request.url ?? "/", "http://x").pathname)) return;
  request.resume();
  request.on("end", () => response.writeHead(request.method === "GET" ? 200 : 500).end("ok"));
};

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function start(limits: Partial<ServerLimits>): Promise<number> {
  const server = createStorefrontServer(asNext, limits);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/**
 * Opens a connection, writes `first`, then `drip` every `everyMs` until the server answers or closes,
 * or `giveUpMs` passes. Resolves with what came back and when.
 */
function dripping(
  port: number,
  first: string,
  drip: string,
  everyMs: number,
  giveUpMs = 4_000,
): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    let answer = "";
    const socket = connect({ host: "127.0.0.1", port });
    socket.setEncoding("latin1");
    socket.on("error", () => undefined);
    socket.on("connect", () => socket.write(first));
    const sending = setInterval(() => socket.writable && socket.write(drip), everyMs);
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    const done = () => {
      clearInterval(sending);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, ms: performance.now() - started });
    };
    socket.on("data", (data: string) => {
      answer += data;
      if (answer.includes("\r\n\r\n")) done();
    });
    socket.on("close", done);
  });
}

const fast = { headersTimeoutMs: 400, requestTimeoutMs: 800, keepAliveTimeoutMs: 300, checkIntervalMs: 50 };

describe("the storefront's HTTP server", () => {
  it("has bounds of its own: 10 s for headers, 30 s for a request, 5 s idle keep-alive, a connection ceiling", () => {
    const server = createStorefrontServer(asNext);
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(5_000);
    expect(server.maxConnections).toBe(SERVER_LIMITS.maxConnections);
    expect(SERVER_LIMITS.maxConnections).toBeGreaterThan(0);
    expect(SERVER_LIMITS.checkIntervalMs).toBeLessThanOrEqual(1_000);
  });

  it("answers a client that drips its headers with 408 once the headers timeout is over", async () => {
    const port = await start(fast);
    const { answer, ms } = await dripping(port, "GET / HTTP/1.1\r\nhost: x\r\n", "x-drip: 1\r\n", 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual(350);
    expect(ms).toBeLessThan(2_500);
  });

  it("answers a client that drips its body with 408 once the request timeout is over", async () => {
    const port = await start(fast);
    const head = "POST /api/x HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n";
    const { answer, ms } = await dripping(port, head, " ", 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeGreaterThanOrEqual(750);
    expect(ms).toBeLessThan(3_000);
  });

  it("closes an idle keep-alive connection after the keep-alive timeout", async () => {
    const port = await start(fast);
    const started = performance.now();
    let answered = 0;
    const closedAt = await new Promise<number>((resolve) => {
      const socket = connect({ host: "127.0.0.1", port });
      socket.on("error", () => undefined);
      socket.on("connect", () => socket.write("GET / HTTP/1.1\r\nhost: x\r\n\r\n"));
      socket.on("data", () => void (answered = performance.now()));
      const giveUp = setTimeout(() => socket.destroy(), 4_000);
      socket.on("close", () => {
        clearTimeout(giveUp);
        resolve(performance.now());
      });
    });
    expect(answered).toBeGreaterThan(0);
    expect(closedAt - answered).toBeGreaterThanOrEqual(250);
    expect(closedAt - started).toBeLessThan(3_000);
  });

  it.each(["/api/revalidate", "/robots.txt", "/sitemap.xml", "/media/storage/x.png"])(
    "answers TRACE %s with 405 and Allow, before Next sees it",
    async (path) => {
      const port = await start(fast);
      const { answer } = await dripping(port, `TRACE ${path} HTTP/1.1\r\nhost: x\r\n\r\n`, "", 1_000);
      expect(answer).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer).toMatch(/\r\nallow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\n/i);
      expect(answer).not.toMatch(/\r\nallow:[^\r]*TRACE/i);
    },
  );

  it("answers CONNECT with 405 and Allow", async () => {
    const port = await start(fast);
    const { answer } = await dripping(
      port,
      "CONNECT evil.example:443 HTTP/1.1\r\nhost: evil.example:443\r\n\r\n",
      "",
      1_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/\r\nallow: GET/i);
  });

  it.each(["/_next/static/chunks/x.js", "/_next/image", "/assets/logo.svg"])(
    "answers POST %s, a file Next serves as it is, with 405 and Allow: GET, HEAD",
    async (path) => {
      const port = await start(fast);
      const { answer } = await dripping(
        port,
        `POST ${path} HTTP/1.1\r\nhost: x\r\ncontent-length: 0\r\n\r\n`,
        "",
        1_000,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 405 /);
      expect(answer).toMatch(/\r\nallow: GET, HEAD\r\n/i);
    },
  );

  it("still serves the methods routes take", async () => {
    const port = await start(fast);
    const { answer } = await dripping(port, "GET / HTTP/1.1\r\nhost: x\r\n\r\n", "", 1_000);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});

const HEAD = "POST /upload HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n\r\n";
const CHUNK = Buffer.concat([Buffer.from("4000\r\n"), Buffer.alloc(0x4000, 0x20), Buffer.from("\r\n")]);

/** Refuses every upload at once, unread, and closes the connection, as the storefront does past 64 KB. */
async function refusingServer(linger: boolean): Promise<{ port: number; close: () => Promise<unknown> }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(413, { connection: "close", "content-length": "9" }).end("too large");
  });
  if (linger) server.on("connection", (socket) => lingerOnClose(socket, 500));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A client still uploading: it reads the refusal, keeps sending for 200 ms, then ends its side. */
function uploadPastTheAnswer(port: number): Promise<{ answer: string; error?: string; serverEnded: boolean }> {
  return new Promise((resolve) => {
    let answer = "";
    let error: string | undefined;
    let serverEnded = false;
    const socket: Socket = connect({ host: "127.0.0.1", port, allowHalfOpen: true });
    socket.setEncoding("latin1");
    socket.on("connect", () => socket.write(HEAD));
    socket.once("data", () => {
      const sending = setInterval(() => socket.write(CHUNK), 20);
      setTimeout(() => {
        clearInterval(sending);
        socket.end();
      }, 200);
    });
    socket.on("data", (data: string) => void (answer += data));
    socket.on("end", () => void (serverEnded = true));
    socket.on("error", (e: NodeJS.ErrnoException) => void (error = e.code));
    socket.on("close", () => resolve({ answer, error, serverEnded }));
  });
}

describe("lingering close", () => {
  it("keeps reading a client that is still uploading after its answer, so the connection ends without a reset", async () => {
    const lingering = await refusingServer(true);
    const outcome = await uploadPastTheAnswer(lingering.port);
    await lingering.close();
    expect(outcome).toEqual({ answer: expect.stringMatching(/^HTTP\/1\.1 413 /), error: undefined, serverEnded: true });

    // What Node does alone: the socket is closed under the client, whose next bytes get a reset.
    const plain = await refusingServer(false);
    expect((await uploadPastTheAnswer(plain.port)).error).toMatch(/^(ECONNRESET|EPIPE)$/);
    await plain.close();
  });

  it("closes a connection whose client never stops sending once the linger time is over", async () => {
    const { port, close } = await refusingServer(true);
    const socket = connect({ host: "127.0.0.1", port });
    socket.on("error", () => undefined);
    const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(performance.now())));
    socket.write(HEAD);
    const started = performance.now();
    const trickle = setInterval(() => socket.write(CHUNK), 20);
    const closedAt = await closed;
    clearInterval(trickle);
    await close();
    expect(closedAt - started).toBeGreaterThanOrEqual(450);
    expect(closedAt - started).toBeLessThan(5_000);
  });
});
