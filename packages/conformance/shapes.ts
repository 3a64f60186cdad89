import { z } from "zod";
import { ANSWERS, NAMED_SHAPES } from "./answers";

/**
 * The "Answer shapes" section of packages/shop-api/CONTRACT.md, rendered from the storefront's zod schemas
 * (their input side: what a backend may send) as compact TypeScript-like types.
 */

export const START = "<!-- shapes:start -->";
export const END = "<!-- shapes:end -->";
const WIDTH = 110;

type Json = { [key: string]: unknown };

const isObj = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** Does a rendered type have a `|` outside any braces (so `T[]` needs parentheses)? */
function isUnion(type: string): boolean {
  let depth = 0;
  for (let i = 0; i < type.length; i++) {
    if (type[i] === "{" || type[i] === "(") depth++;
    else if (type[i] === "}" || type[i] === ")") depth--;
    else if (depth === 0 && type.startsWith(" | ", i)) return true;
  }
  return false;
}

/** The aliases the legend explains, recognised by their JSON Schema. */
function alias(node: Json): string | null {
  const parts = Array.isArray(node.anyOf) ? (node.anyOf as Json[]) : null;
  if (parts?.length === 2 && parts[1]?.type === "string") {
    if (parts[0]?.type === "integer" && parts[1].pattern === "^\\d+$") return "id";
    if (parts[0]?.type === "number" && String(parts[1].pattern).startsWith("^-?\\d+")) return "num";
  }
  const types = Array.isArray(node.type) ? [...(node.type as string[])].sort().join(",") : "";
  if (types === "boolean,number,string") return "flag";
  if (types === "boolean,number") return "boolean | number";
  return null;
}

function render(node: unknown): string {
  if (!isObj(node) || Object.keys(node).length === 0) return "unknown";
  if (typeof node.$ref === "string") return node.$ref.replace(/^#\/\$defs\//, "");
  const known = alias(node);
  if (known) return known;
  if (Array.isArray(node.anyOf)) return [...new Set((node.anyOf as unknown[]).map(render))].join(" | ");
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (Array.isArray(node.enum)) return node.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (Array.isArray(node.type)) return (node.type as string[]).map((type) => render({ ...node, type })).join(" | ");
  switch (node.type) {
    case "array": {
      const item = render(node.items);
      return isUnion(item) ? `(${item})[]` : `${item}[]`;
    }
    case "object": {
      const fields = fieldsOf(node);
      if (fields.length > 0) return `{ ${fields.join("; ")} }`;
      return isObj(node.additionalProperties) && Object.keys(node.additionalProperties).length > 0
        ? `{ [field: string]: ${render(node.additionalProperties)} }`
        : "{}";
    }
    case "integer":
    case "number":
    case "string":
    case "boolean":
    case "null":
      return node.type;
    default:
      return "unknown";
  }
}

function fieldsOf(node: Json): string[] {
  const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
  return Object.entries(isObj(node.properties) ? node.properties : {}).map(
    ([key, value]) => `${key}${required.has(key) ? "" : "?"}: ${render(value)}`,
  );
}

/** `type Name = { … };`, its fields packed into lines of at most WIDTH characters. */
function declaration(name: string, node: Json): string {
  const fields = fieldsOf(node);
  const oneLine = `type ${name} = { ${fields.join("; ")} };`;
  if (oneLine.length <= WIDTH || fields.length === 0)
    return fields.length === 0 ? `type ${name} = ${render(node)};` : oneLine;
  const lines: string[] = [];
  let line = "";
  for (const field of fields.map((f) => `${f};`)) {
    if (line && line.length + 1 + field.length > WIDTH - 2) {
      lines.push(`  ${line}`);
      line = field;
    } else line = line ? `${line} ${field}` : field;
  }
  if (line) lines.push(`  ${line}`);
  return [`type ${name} = {`, ...lines, "};"].join("\n");
}

function jsonSchema(schema: z.ZodType, except?: z.ZodType): Json {
  const registry = z.registry<{ id: string }>();
  for (const [name, named] of NAMED_SHAPES) if (named !== except) registry.add(named, { id: name });
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any", metadata: registry }) as Json;
}

/** The generated section, markers included. */
export function renderShapesSection(): string {
  const named = NAMED_SHAPES.map(([name, schema]) => declaration(name, jsonSchema(schema, schema)));
  const answers = ANSWERS.map(([call, schema]) => `// ${call}\n${declaration("Answer", jsonSchema(schema))}`);
  return [
    START,
    "<!-- Generated from the storefront's zod schemas (lib/shop-api/) by `npm run contract:sync`; do not edit by hand. -->",
    "",
    "What the storefront accepts, read from its own schemas; `npm run conformance` checks a shop API's answers",
    "against the same schemas. `?` marks a field that may be missing; objects may carry more fields.",
    "`id` is an integer or a string of digits, `num` a number or a numeric string, `flag` 0/1 (also a boolean or a",
    "numeric string). Stricter rules (ranges, formats) are in the text above and below.",
    "",
    "```ts",
    ...named,
    "```",
    "",
    "```ts",
    ...answers,
    "```",
    END,
  ].join("\n");
}

/** The contract with its shapes section replaced; an error when the markers are missing. */
export function syncContract(contract: string): string {
  const start = contract.indexOf(START);
  const end = contract.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(
      `packages/shop-api/CONTRACT.md has no ${START} … ${END} section to rewrite with npm run contract:sync`,
    );
  return contract.slice(0, start) + renderShapesSection() + contract.slice(end + END.length);
}
