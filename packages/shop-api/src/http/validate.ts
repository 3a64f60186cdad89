import { z } from "zod";
import { unprocessable, type FieldErrors } from "./errors";

/** Turns zod issues into `{ "a.b": [message] }`; issues on the whole input are keyed "body". */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Parses `input` with `schema`, throwing a 422 HttpError with dotted field keys on failure. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, extra?: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw unprocessable(fieldErrors(result.error), extra);
  return result.data;
}

/**
 * Field builders with Laravel-like messages, so that 422 answers read the same across routes.
 * `label` is the human field name used in the message ("The email field is required.").
 */
const requiredMessage = (label: string) => `The ${label} field is required.`;

export function requiredString(label: string, max = 255) {
  return z
    .string({
      error: (iss) =>
        iss.input === undefined || iss.input === null ? requiredMessage(label) : `The ${label} must be a string.`,
    })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, `The ${label} may not be greater than ${max} characters.`);
}

export function optionalString(label: string, max = 255) {
  return z
    .string({ error: `The ${label} must be a string.` })
    .trim()
    .max(max, `The ${label} may not be greater than ${max} characters.`)
    .nullish()
    .transform((v) => v ?? "");
}

export function requiredEmail(label = "email") {
  return requiredString(label)
    .pipe(z.email(`The ${label} must be a valid email address.`))
    .transform((v) => v.toLowerCase());
}

/** A positive integer id that may arrive as a number or a numeric string (form posts, query strings). */
export function idField(label: string) {
  return z.preprocess(
    (v) => (typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({
        error: (iss) =>
          iss.input === undefined || iss.input === null || iss.input === ""
            ? requiredMessage(label)
            : `The ${label} must be an integer.`,
      })
      .int(`The ${label} must be an integer.`)
      .positive(`The ${label} must be an integer.`)
      .max(Number.MAX_SAFE_INTEGER),
  );
}
