import { ANSWER_WORDS, CALLS, type FieldRule, type Shape } from "@storefront/spec-contract";
import { z } from "zod";
import { ANSWER_OF_CALL, ANSWERS, NAMED_SHAPES } from "./answers";

/**
 * The "Answer shapes" section of packages/shop-api/CONTRACT.md, rendered from the storefront's zod schemas
 * (their input side: what a backend may send) as compact TypeScript-like types.
 */

export const START = "<!-- shapes:start -->";
export const END = "<!-- shapes:end -->";
export const REQUIRED_START = "<!-- required:start -->";
export const REQUIRED_END = "<!-- required:end -->";
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
    "<!-- Generated from the storefront's zod schemas (packages/shop-answers/) by `npm run contract:sync`; do not edit by hand. -->",
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

/** The fields a schema's input always requires: each step required, into lists, not into alternatives. */
function requiredPaths(node: unknown, path = ""): string[] {
  if (!isObj(node)) return [];
  if (node.type === "array") return requiredPaths(node.items, `${path}[]`);
  if (node.type !== "object" || !isObj(node.properties)) return [];
  const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
  return Object.entries(node.properties)
    .filter(([name]) => required.has(name))
    .flatMap(([name, child]) => {
      const at = path ? `${path}.${name}` : name;
      return [at, ...requiredPaths(child, at)];
    });
}

/** Whether the spec's table names a dotted path (`implied` when it implies it without a name). */
function namedAs(shape: Shape, path: string): string {
  let fields: Shape | undefined = shape;
  let named = "not in the table";
  for (const step of path.replaceAll("[]", "").split(".")) {
    const rule: FieldRule | undefined = fields?.[step];
    if (!rule) return "not in the table";
    named = rule.named;
    fields = rule.fields;
  }
  return named;
}

/** The generated list of what the storefront requires of each answer, beside the spec's words for it. */
export function renderRequiredSection(): string {
  const rows = CALLS.map((call) => {
    const key = `${call.method} ${call.path}`;
    const words = ANSWER_WORDS[key] ?? "(missing from ANSWER_WORDS)";
    const schema = ANSWER_OF_CALL[key];
    if (call.answer === "not shown" || !schema)
      return `| \`${key}\` | ${words} | nothing: any 2xx without \`status: false\` |`;
    const shape = call.answer;
    const paths = requiredPaths(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }));
    const listed = paths.map((path) => {
      const named = namedAs(shape, path);
      return named === "spec" ? `\`${path}\`` : `\`${path}\` (${named})`;
    });
    return `| \`${key}\` | ${words} | ${listed.join(", ") || "nothing"} |`;
  });
  return [
    REQUIRED_START,
    "<!-- Generated from the storefront's zod schemas and packages/spec-contract by `npm run contract:sync`; do not edit by hand. -->",
    "",
    "| Call | The spec's words for the answer | Fields the storefront requires |",
    "|---|---|---|",
    ...rows,
    REQUIRED_END,
  ].join("\n");
}

function replaceSection(contract: string, start: string, end: string, section: string): string {
  const from = contract.indexOf(start);
  const to = contract.indexOf(end);
  if (from < 0 || to < from)
    throw new Error(
      `packages/shop-api/CONTRACT.md has no ${start} … ${end} section to rewrite with npm run contract:sync`,
    );
  return contract.slice(0, from) + section + contract.slice(to + end.length);
}

/** The contract with its generated sections replaced; an error when the markers are missing. */
export function syncContract(contract: string): string {
  const shapes = replaceSection(contract, START, END, renderShapesSection());
  return replaceSection(shapes, REQUIRED_START, REQUIRED_END, renderRequiredSection());
}
