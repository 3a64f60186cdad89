import { readFileSync } from "node:fs";
import { join } from "node:path";
import { boundHeapGrowth, HEAP_GROWING_PERCENT, SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from "./heap.server.mjs";

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

  it("is started with the same node flags and malloc settings by npm start and by the Dockerfile", () => {
    const root = join(__dirname, "..", "..");
    const malloc = Object.entries(SERVER_MALLOC_ENV).map(([name, value]) => `${name}=${value}`);
    const start = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts.start;
    expect(start).toBe([...malloc, "node", ...SERVER_NODE_FLAGS, "server.mjs"].join(" "));
    const dockerfile = readFileSync(join(root, "Dockerfile"), "utf8");
    expect(dockerfile.match(/^ENV (MALLOC_.*)$/m)?.[1]).toBe(malloc.join(" "));
    const cmd = dockerfile.match(/^CMD (.*)$/m)?.[1];
    expect(JSON.parse(cmd ?? "null")).toEqual(["node", ...SERVER_NODE_FLAGS, "server.mjs"]);
  });
});
