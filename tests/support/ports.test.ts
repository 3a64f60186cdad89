import { createServer, type Server } from "node:net";
import { assertPortsFree, describeHolder, portHolder } from "./ports";

describe("what holds a busy port", () => {
  test("ss's listening socket is named by its PID and command line", () => {
    const line = 'LISTEN 0      511    127.0.0.1:4460 0.0.0.0:* users:(("node",pid=3755,fd=30))\n';
    expect(describeHolder(line, () => "node packages/shop-api/src/main.ts")).toBe(
      "pid 3755 (node packages/shop-api/src/main.ts)",
    );
    expect(describeHolder(line, () => "")).toBe("pid 3755 (node)");
    expect(describeHolder("LISTEN 0 511 *:3300 *:*\n")).toBe("a process this user cannot see");
    expect(describeHolder("")).toBeNull();
  });

  test("a port this process listens on is reported with this process; a free one is not", async () => {
    const server: Server = await new Promise((done) => {
      const s = createServer().listen(0, "127.0.0.1", () => done(s));
    });
    const port = (server.address() as { port: number }).port;
    try {
      expect(portHolder(port)).toContain(`pid ${process.pid} (`);
      expect(() => assertPortsFree([port], "set TEST_PORT")).toThrow(
        new RegExp(`^port ${port} is in use by pid ${process.pid} \\(.*\\)\\. Stop it, or set TEST_PORT\\.$`),
      );
    } finally {
      await new Promise((done) => server.close(done));
    }
    expect(portHolder(port)).toBeNull();
    expect(() => assertPortsFree([port], "set TEST_PORT")).not.toThrow();
  });
});
