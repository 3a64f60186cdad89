import { createServer, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { lingerOnClose } from "./lingering-close.server.mjs";

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
