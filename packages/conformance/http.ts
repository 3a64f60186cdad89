import type { z } from "zod";

/** One shop API under test: where it is, which shop, how long a call may take, and who sees each answer. */
export type Target = {
  api: string;
  siteUrl: string;
  timeoutMs: number;
  onAnswer?: (method: string, path: string, answer: Answer) => void;
};

export type Call = {
  method?: "GET" | "POST" | "DELETE";
  path: string;
  /** How the shop is named: `site_url=` (default), `type=public&url=` (account calls) or not at all. */
  origin?: "site_url" | "auth" | "none";
  /** Another origin than the target's, e.g. an unknown shop. */
  siteUrl?: string;
  query?: Record<string, string | number>;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
};

export type Answer = { status: number; headers: Headers; body: unknown };

/** A difference between the answer and the contract: the table's "first mismatch". */
export class Mismatch extends Error {}

export async function send(target: Target, call: Call): Promise<Answer> {
  const url = new URL(target.api.replace(/\/+$/, "") + call.path);
  const origin = call.siteUrl ?? target.siteUrl;
  if (call.origin === "auth") {
    url.searchParams.set("type", "public");
    url.searchParams.set("url", origin);
  } else if (call.origin !== "none") {
    url.searchParams.set("site_url", origin);
  }
  for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { ...call.headers, accept: "application/json" };
  if (call.body !== undefined) headers["content-type"] = "application/json";
  if (call.token) headers.authorization = `Bearer ${call.token}`;

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: call.method ?? "GET",
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(target.timeoutMs),
      redirect: "manual",
    });
    text = await response.text();
  } catch (error) {
    const name = typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";
    if (name === "TimeoutError" || name === "AbortError") throw new Mismatch(`no answer within ${target.timeoutMs} ms`);
    throw new Mismatch(`network error: ${error instanceof Error ? (error.cause ?? error.message) : String(error)}`);
  }
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // left as text: a check that wants JSON says so
  }
  const answer = { status: response.status, headers: response.headers, body };
  target.onAnswer?.(call.method ?? "GET", call.path, answer);
  return answer;
}

/** The first zod issue as `path: message`. */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join(".") || "(root)"}: ${issue.message}` : "does not match";
}

function brief(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text === undefined ? "nothing" : text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** The answer parsed by the storefront's schema, when it has the expected status; a Mismatch otherwise. */
export function expectAnswer<S extends z.ZodType>(answer: Answer, schema: S, status = 200): z.output<S> {
  if (answer.status !== status)
    throw new Mismatch(`expected HTTP ${status}, got ${answer.status}: ${brief(answer.body)}`);
  if (typeof answer.body === "string") throw new Mismatch(`expected JSON, got ${brief(answer.body)}`);
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) throw new Mismatch(firstIssue(parsed.error));
  return parsed.data;
}

export function expectEqual(what: string, expected: unknown, got: unknown): void {
  if (JSON.stringify(expected) !== JSON.stringify(got))
    throw new Mismatch(`${what}: expected ${brief(expected)}, got ${brief(got)}`);
}
