import { spawn, type ChildProcess } from "node:child_process";
import { createServer, connect } from "node:net";

/**
 * A throw-away Debian `redis-server` for tests: its own free loopback port, no persistence, stopped
 * by the test. `pause()` freezes it (SIGSTOP) to play a Redis that accepts but never answers.
 */
export type TestRedis = {
  url: string;
  port: number;
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
  /** Starts it again on the same port (after stop). */
  restart(): Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.setTimeout(500, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
  });
}

export async function startTestRedis(port?: number): Promise<TestRedis> {
  const chosen = port ?? (await freePort());
  let child: ChildProcess | null = null;
  const launch = async () => {
    child = spawn(
      "redis-server",
      ["--port", String(chosen), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    const deadline = Date.now() + 10_000;
    while (!(await answersPing(chosen))) {
      if (child.exitCode !== null)
        throw new Error(
          `redis-server exited with code ${child.exitCode} (is it installed? apt-get install redis-server)`,
        );
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${chosen}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  await launch();
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    running.kill("SIGCONT");
    await new Promise<void>((resolve) => {
      running.once("exit", () => resolve());
      running.kill("SIGKILL");
    });
  };
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    pause: () => void child?.kill("SIGSTOP"),
    resume: () => void child?.kill("SIGCONT"),
    stop,
    restart: async () => {
      await stop();
      await launch();
    },
  };
}
