import type { Shape } from "@storefront/spec-contract";

/** A field the backend sends that the spec does not name: `own` when the storefront reads it anyway. */
type Extra = { path: string; own: boolean };

/** Where an answer departs from the spec's fields, as dotted paths (`[]` steps into a list). */
export type Departures = { extra: Extra[]; missing: string[] };

type Json = { [key: string]: unknown };
const isObj = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The fields of an answer the spec does not name, and the spec's fields it lacks. A field outside the
 * spec is reported, not walked into; a list's elements are walked each, and a path is listed once.
 */
export function departuresOf(body: unknown, shape: Shape): Departures {
  const extra = new Map<string, Extra>();
  const missing = new Set<string>();

  const walk = (value: Json, fields: Shape, at: string) => {
    const path = (name: string) => (at ? `${at}.${name}` : name);
    for (const [name, field] of Object.entries(value)) {
      const rule = fields[name];
      if (!rule || rule.named === "own") {
        extra.set(path(name), { path: path(name), own: rule !== undefined });
        continue;
      }
      if (!rule.fields) continue;
      if (rule.list && Array.isArray(field))
        for (const element of field) if (isObj(element)) walk(element, rule.fields, `${path(name)}[]`);
      if (!rule.list && isObj(field)) walk(field, rule.fields, path(name));
    }
    for (const [name, rule] of Object.entries(fields)) {
      // Either of the spec's two spellings will do; a lack of both is named by the first.
      if (rule.named !== "spec" || rule.refusal || (rule.alias !== undefined && rule.alias in fields)) continue;
      const spellings = [name, rule.alias, ...Object.keys(fields).filter((other) => fields[other]?.alias === name)];
      if (!spellings.some((spelling) => spelling !== undefined && spelling in value)) missing.add(path(name));
    }
  };

  if (isObj(body)) walk(body, shape, "");
  return { extra: [...extra.values()], missing: [...missing] };
}
