import { existsSync, readFileSync, writeFileSync } from "node:fs";

/**
 * Writes one `## heading` section of BENCHMARKS.md, replacing the previous run's section and keeping
 * every other section as it is.
 */
export function writeSection(file: string, heading: string, body: string): void {
  const section = `## ${heading}\n\n${body.trim()}\n`;
  if (!existsSync(file)) {
    writeFileSync(file, `# Benchmarks\n\n${section}`);
    return;
  }
  const text = readFileSync(file, "utf8");
  const start = text.indexOf(`## ${heading}\n`);
  if (start === -1) {
    writeFileSync(file, `${text.trimEnd()}\n\n${section}`);
    return;
  }
  const next = text.indexOf("\n## ", start + 1);
  const after = next === -1 ? "" : `\n${text.slice(next + 1)}`;
  writeFileSync(file, `${text.slice(0, start)}${section}${after}`);
}
