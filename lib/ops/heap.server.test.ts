import { readFileSync } from "node:fs";
import { join } from "node:path";
import { boundHeapGrowth, HEAP_GROWING_PERCENT, SERVER_NODE_FLAGS } from "./heap.server.mjs";

describe("boundHeapGrowth", () => {
  it("sets V8's heap growing factor for the server", () => {
    const set: string[] = [];
    expect(boundHeapGrowth({ execArgv: [], nodeOptions: "", setFlags: (flags) => set.push(flags) })).toBe(true);
    expect(set).toEqual([`--heap-growing-percent=${HEAP_GROWING_PERCENT}`]);
  });

  it("leaves a factor the operator chose on node's command line or in NODE_OPTIONS", () => {
    const set: string[] = [];
    const setFlags = (flags: string) => set.push(flags);
    expect(boundHeapGrowth({ execArgv: ["--heap-growing-percent=20"], nodeOptions: "", setFlags })).toBe(false);
    expect(
      boundHeapGrowth({ execArgv: [], nodeOptions: "--max-old-space-size=512 --heap_growing_percent=80", setFlags }),
    ).toBe(false);
    expect(boundHeapGrowth({ execArgv: ["--heap-growing-percentage-typo"], nodeOptions: "", setFlags })).toBe(true);
    expect(set).toHaveLength(1);
  });

  it("is started with the same node flags by npm start and by the Dockerfile", () => {
    const root = join(__dirname, "..", "..");
    const start = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts.start;
    expect(start).toBe(["node", ...SERVER_NODE_FLAGS, "server.mjs"].join(" "));
    const cmd = readFileSync(join(root, "Dockerfile"), "utf8").match(/^CMD (.*)$/m)?.[1];
    expect(JSON.parse(cmd ?? "null")).toEqual(["node", ...SERVER_NODE_FLAGS, "server.mjs"]);
  });
});
