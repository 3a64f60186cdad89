import type { Context } from "hono";
import { badRequest } from "./errors";

/**
 * Reads a JSON body without ever throwing a 500: an empty body is `{}` (so that validation reports
 * the missing fields as 422), malformed JSON is a 400.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    throw badRequest("The request body could not be read.");
  }
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
}

/** A JSON body that must be an object (arrays and scalars are refused with 400). */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const body = await readJsonBody(c);
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw badRequest("The request body must be a JSON object.");
  }
  return body as Record<string, unknown>;
}
