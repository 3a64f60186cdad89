import { describeMachine, int, readSettings } from "./settings.mjs";

describe("int", () => {
  it("reads a whole number in its bounds, and the fallback when the variable is unset or blank", () => {
    expect(int({ N: "7" }, "N", 3, 1, 10)).toBe(7);
    expect(int({ N: " 10 " }, "N", 3, 1, 10)).toBe(10);
    expect(int({}, "N", 3, 1, 10)).toBe(3);
    expect(int({ N: "  " }, "N", 3, 1, 10)).toBe(3);
  });

  it.each(["0", "11", "2.5", "ten", "1e1x"])("refuses %j, naming the variable and its bounds", (raw) => {
    expect(() => int({ N: raw }, "N", 3, 1, 10)).toThrow(`N must be a whole number from 1 to 10 (got "${raw}")`);
  });
});

/** The settings of a run with these variables set (and NODE_ENV, which every environment of ours has). */
const settingsWith = (vars: Record<string, string>) => readSettings({ NODE_ENV: "test", ...vars });

describe("readSettings", () => {
  it("gives the defaults BENCHMARKS.md reports, not reduced", () => {
    expect(settingsWith({})).toMatchObject({
      lighthouseRuns: 5,
      loadSeconds: 20,
      connections: 50,
      views: 10,
      tapRuns: 3,
      phases: null,
      skipBuild: false,
      reduced: false,
    });
  });

  it("marks a run with fewer rounds or other connections as reduced", () => {
    expect(settingsWith({ BENCH_LOAD_SECONDS: "5" })).toMatchObject({ reduced: true });
    expect(settingsWith({ BENCH_CONNECTIONS: "100" })).toMatchObject({ reduced: true });
    expect(settingsWith({ BENCH_LH_RUNS: "9" })).toMatchObject({ reduced: false });
  });

  it("refuses a load test beyond its bounds before anything starts", () => {
    expect(() => settingsWith({ BENCH_LOAD_SECONDS: "3600" })).toThrow("BENCH_LOAD_SECONDS must be a whole number");
  });

  it("reads the phases to run, and refuses an unknown one", () => {
    expect(settingsWith({ BENCH_PHASES: " Load, js " }).phases).toEqual(["load", "js"]);
    expect(() => settingsWith({ BENCH_PHASES: "load,lod" })).toThrow("BENCH_PHASES: unknown phase(s) lod");
  });

  it("refuses two servers on one port", () => {
    expect(() => settingsWith({ BENCH_API_PORT: "3106" })).toThrow("BENCH_*PORT values must differ");
    expect(() => settingsWith({ BENCH_BARE_IMAGE_PORT: "3107" })).toThrow("BENCH_*PORT values must differ");
    expect(settingsWith({ BENCH_BARE_IMAGE_PORT: "5410" }).bareImagePort).toBe(5410);
  });

  it("reads flags as on only for 1, true, yes or on", () => {
    expect(settingsWith({ BENCH_SKIP_BUILD: "yes", BENCH_NO_WRITE: "0" })).toMatchObject({
      skipBuild: true,
      noWrite: false,
    });
  });
});

describe("describeMachine", () => {
  it("names the cores, the CPU and Node beside the tools measured, and the load before and now", () => {
    const machine = describeMachine(1.5, { next: "16.4.6" });
    expect(machine).toMatchObject({ next: "16.4.6", node: process.version, loadStart: 1.5 });
    expect(machine.cores).toBeGreaterThan(0);
    expect(typeof machine.cpu).toBe("string");
    expect(typeof machine.loadEnd).toBe("number");
  });
});
