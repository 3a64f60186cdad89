import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

/**
 * Who listens on a TCP port, as `ss -ltnp` tells it: "pid 1234 (node server.mjs)", "a process this
 * user cannot see" when ss names none, or null when the port is free.
 */
export function portHolder(port: number): string | null {
  let lines: string;
  try {
    lines = execFileSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8", timeout: 5_000 });
  } catch {
    return null;
  }
  return describeHolder(lines);
}

/** The holder named by `ss -Hltnp` output (one listening socket a line), or null for none. */
export function describeHolder(ssOutput: string, commandOf: (pid: number) => string = commandLine): string | null {
  const line = ssOutput.split("\n").find((l) => l.trim() !== "");
  if (!line) return null;
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) return "a process this user cannot see";
  const name = /users:\(\("([^"]+)"/.exec(line)?.[1] ?? "?";
  const command = commandOf(Number(pid)) || name;
  return `pid ${pid} (${command.length > 120 ? `${command.slice(0, 120)}…` : command})`;
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");
  } catch {
    return "";
  }
}

/** Throws, naming what holds each, when one of `ports` is taken; `hint` says how to choose others. */
export function assertPortsFree(ports: number[], hint: string): void {
  const taken = ports.flatMap((port) => {
    const holder = portHolder(port);
    return holder ? [`port ${port} is in use by ${holder}`] : [];
  });
  if (taken.length > 0) throw new Error(`${taken.join("; ")}. Stop it, or ${hint}.`);
}
