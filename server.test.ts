import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { actionsKeyOfBuild, builtActionsKey, DEFAULT_ACTIONS_KEY } from "./lib/ops/actions-key.server.mjs";

describe("a production start refused for its settings", () => {
  it("names every bad or missing variable in one plain message and exits 1, with no stack trace or Node warning", () => {
    const started = spawnSync(process.execPath, ["server.mjs"], {
      cwd: __dirname,
      encoding: "utf8",
      timeout: 20_000,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: "production",
        SESSION_SECRET: "too-short",
        PORT: "not-a-port",
        EDGE_PURGE_URL: "http://10.0.0.7:6081/",
      },
    });
    expect(started.status).toBe(1);
    expect(started.stdout).toBe("");
    const [first, ...lines] = started.stderr.trimEnd().split("\n");
    expect(first).toBe("The storefront did not start: fix these settings (README.md, Settings).");
    expect(lines.map((line) => /^ {2}([A-Z_]+) /.exec(line)?.[1])).toEqual([
      "SESSION_SECRET",
      "PORT",
      "SHOP_API_URL",
      "ALLOWED_HOSTS",
      "SHOP_API_SERVER_KEY",
      "EDGE_PURGE_SECRET",
    ]);
  });
});

describe("the Server Actions key", () => {
  const key = Buffer.alloc(32, 7).toString("base64");

  it("of a build: the one given, else the fixed default; one Next would refuse stops the build with a plain message", () => {
    expect(actionsKeyOfBuild({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: key })).toBe(key);
    expect(actionsKeyOfBuild({})).toBe(DEFAULT_ACTIONS_KEY);
    expect(actionsKeyOfBuild({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: " " })).toBe(DEFAULT_ACTIONS_KEY);
    for (const bad of ["short", Buffer.alloc(20).toString("base64")])
      expect(() => actionsKeyOfBuild({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: bad })).toThrow(/base64 of 16, 24 or 32/);
  });

  it("given at start but not the build's: the server does not start (exit 1), before it loads Next", () => {
    const dir = mkdtempSync(join(tmpdir(), "actions-key-"));
    try {
      mkdirSync(join(dir, "server"));
      writeFileSync(join(dir, "server", "server-reference-manifest.json"), JSON.stringify({ encryptionKey: key }));
      expect(builtActionsKey(dir)).toBe(key);
      const started = spawnSync(process.execPath, ["server.mjs"], {
        cwd: __dirname,
        encoding: "utf8",
        timeout: 20_000,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: "production",
          DEMO: "1",
          BENCH_DIST_DIR: relative(__dirname, dir),
          NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: DEFAULT_ACTIONS_KEY,
        },
      });
      expect(started.status).toBe(1);
      expect(started.stderr).toContain("NEXT_SERVER_ACTIONS_ENCRYPTION_KEY is not the key this build was made with");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
