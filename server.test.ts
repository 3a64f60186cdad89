import { spawnSync } from "node:child_process";

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
