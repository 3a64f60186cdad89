import { z } from "zod";

// Scalars are a little forgiving where real backends differ (a flag as 0/1, "1" or true; a number as
// "12.50"), and strict elsewhere.

/** 0/1 flag; also accepts booleans and numeric strings. */
export const flag = z
  .union([z.number(), z.boolean(), z.string()])
  .transform((v): 0 | 1 => (v === true || Number(v) === 1 ? 1 : 0));

/** A number, or a string that holds one. */
export const num = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().finite());

/** A string that may be null or missing (then empty). */
export const text = z
  .string()
  .nullish()
  .transform((v) => v ?? "");

export const idNum = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

/** true/false, or a number read as one. */
export const bool = z.union([z.boolean(), z.number()]).transform(Boolean);

/** `schema`, with null or a missing field read as null. */
export const orNull = <S extends z.ZodType>(schema: S) => schema.nullish().transform((v) => v ?? null);

/** A number (`num`, `idNum`), with null or a missing field read as 0. */
export const orZero = (schema: typeof num | typeof idNum) => schema.nullish().transform((v) => v ?? 0);

/** 422 answer: the first message per field is what the storefront shows. */
export const validationErrorsSchema = z.looseObject({
  errors: z.record(
    z.string(),
    z.union([z.array(z.string()), z.string()]).transform((v) => (Array.isArray(v) ? v : [v])),
  ),
  msg: z.string().optional(),
});
export type FieldErrors = Record<string, string[]>;

/** The errors map of an upstream 422 body, or null when the body has none. */
export function fieldErrorsOf(body: unknown): FieldErrors | null {
  const parsed = validationErrorsSchema.safeParse(body);
  return parsed.success ? parsed.data.errors : null;
}

/** `{status:false, msg}` and friends: the message a refusal carries, if any. */
export function messageOf(body: unknown): string | null {
  const parsed = z
    .looseObject({ msg: z.string().optional(), error: z.string().optional(), message: z.string().optional() })
    .safeParse(body);
  if (!parsed.success) return null;
  return parsed.data.msg ?? parsed.data.error ?? parsed.data.message ?? null;
}

/**
 * Whether a JSON answer says `status: false` (also 0, "false" or "0"): when the data a read needs is not in it,
 * the shop's "nothing here" or "no", never a broken backend (packages/shop-api/CONTRACT.md).
 */
export function saysStatusFalse(value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value) || !("status" in value)) return false;
  const status = value.status;
  return status === false || status === 0 || status === "false" || status === "0";
}

/** `{status:false, msg}` refusal or `{status:true, …}`: the common envelope of business answers. */
export const statusMessageSchema = z.looseObject({
  status: z.union([z.boolean(), z.number()]).transform(Boolean),
  msg: z.string().optional(),
  done: z.string().optional(),
});
export type StatusMessage = z.output<typeof statusMessageSchema>;
