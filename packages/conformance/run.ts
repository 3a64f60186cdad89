import { parseArgs } from "node:util";
import { checkAccount } from "./checks/account";
import { checkCatalogue } from "./checks/catalogue";
import { checkErrors } from "./checks/errors";
import { checkNothingHere } from "./checks/nothing-here";
import type { Context } from "./context";
import { formatTable, Recorder, type CallDepartures, type Row } from "./report";

/**
 * Contract checks against any shop API: `npm run conformance -- --api URL --site-url ORIGIN
 * [--site-url ORIGIN …] [--email E --password P] [--write] [--timeout MS]`. Prints a table of
 * call, result and first mismatch, then the fields each answer has or lacks beside the spec's; exits 1
 * when any check failed, 2 for bad arguments.
 */

const USAGE =
  "usage: npm run conformance -- --api https://api.example.com --site-url https://shop.example.com [--site-url …] [--email E --password P] [--write] [--timeout ms]";

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

function httpUrl(value: string, name: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return url.origin + url.pathname.replace(/\/+$/, "");
  } catch {
    // reported below
  }
  fail(`${name} must be an absolute http(s) URL, got ${JSON.stringify(value)}`);
}

function readOptions() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        api: { type: "string" },
        "site-url": { type: "string", multiple: true },
        email: { type: "string" },
        password: { type: "string" },
        write: { type: "boolean", default: false },
        timeout: { type: "string", default: "10000" },
      },
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (!values.api) fail("--api is required");
  if (!values["site-url"]?.length) fail("--site-url is required");
  if (Boolean(values.email) !== Boolean(values.password)) fail("--email and --password go together");
  const timeoutMs = Number(values.timeout);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100)
    fail("--timeout must be a whole number of milliseconds, at least 100");
  return {
    api: httpUrl(values.api, "--api"),
    // A shop is its origin: no path, no trailing slash.
    siteUrls: values["site-url"].map((s) => new URL(httpUrl(s, "--site-url")).origin),
    credentials: values.email && values.password ? { email: values.email, password: values.password } : null,
    write: values.write === true,
    timeoutMs,
  };
}

async function main(): Promise<void> {
  const options = readOptions();

  const rows: Row[] = [];
  const departures: CallDepartures[] = [];
  for (const siteUrl of options.siteUrls) {
    const r = new Recorder(siteUrl);
    const ctx: Context = {
      target: {
        api: options.api,
        siteUrl,
        timeoutMs: options.timeoutMs,
        onAnswer: (method, path, answer) => r.answered(method, path, answer),
      },
      r,
      write: options.write,
      credentials: options.credentials,
      found: { attributes: [], items: [], countries: [] },
    };
    await checkCatalogue(ctx);
    await checkErrors(ctx);
    await checkNothingHere(ctx);
    await checkAccount(ctx);
    rows.push(...r.rows);
    departures.push(...r.departures);
  }
  console.log(`Shop API ${options.api}${options.write ? " (--write: cart and order calls included)" : " (read-only)"}`);
  console.log(formatTable(rows, departures));
  process.exitCode = rows.some((row) => row.result === "fail") ? 1 : 0;
}

void main();
