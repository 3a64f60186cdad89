import { onShutdown, runShutdown } from "./shutdown.server.mjs";

describe("shutdown steps", () => {
  it("runs every registered step once and reports failures and time-outs without throwing", async () => {
    const ran: string[] = [];
    onShutdown(() => void ran.push("sync"));
    onShutdown(async () => void ran.push("async"));
    onShutdown(() => Promise.reject(new Error("boom")));
    onShutdown(() => new Promise<void>(() => {}));
    const failures = await runShutdown(50);
    expect(ran.sort()).toEqual(["async", "sync"]);
    expect(failures.map((error) => (error as Error).message).sort()).toEqual(["boom", "shutdown step timed out"]);
    expect(await runShutdown(50)).toEqual([]);
    expect(ran).toHaveLength(2);
  });
});
