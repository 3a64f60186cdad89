import { spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";

export type PromSample = { metric: Record<string, string>; value: [number, string] };

/**
 * Debian's `prometheus` (.ci/run installs it) on a free loopback port with a temporary config and
 * data directory, scraping the given jobs every second.
 */
export async function startPrometheus(
  dir: string,
  port: number,
  jobs: Record<string, string[]>,
): Promise<{ child: ChildProcess; query(promql: string): Promise<PromSample[]> }> {
  const config = [
    "global:",
    "  scrape_interval: 1s",
    "  evaluation_interval: 1s",
    "scrape_configs:",
    ...Object.entries(jobs).flatMap(([job, targets]) => [
      `  - job_name: ${job}`,
      "    static_configs:",
      `      - targets: [${targets.map((t) => `"${t}"`).join(", ")}]`,
    ]),
  ].join("\n");
  const file = join(dir, "prometheus.yml");
  writeFileSync(file, `${config}\n`);
  const child = spawn(
    "prometheus",
    [
      `--config.file=${file}`,
      `--storage.tsdb.path=${join(dir, "prometheus-data")}`,
      `--web.listen-address=127.0.0.1:${port}`,
      "--log.level=warn",
    ],
    { stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`prometheus exited (${child.exitCode}; is it installed? apt-get install prometheus): ${stderr}`);
    const ready = await fetch(`${base}/-/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`prometheus not ready within 30 s: ${stderr}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    async query(promql) {
      const answer = (await (await fetch(`${base}/api/v1/query?query=${encodeURIComponent(promql)}`)).json()) as {
        status: string;
        error?: string;
        data: { result: PromSample[] };
      };
      if (answer.status !== "success") throw new Error(`${promql}: ${answer.error}`);
      return answer.data.result;
    },
  };
}
