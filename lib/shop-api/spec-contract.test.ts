import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ANSWER_WORDS, CALLS, callOf, type Call, type Shape } from "@storefront/spec-contract";
import { z } from "zod";

/**
 * The storefront against the spec's table (packages/spec-contract): no answer schema requires a field
 * the spec does not name, every field a schema reads is in the table (with its reason when the spec
 * does not name it), and every request carries every field the spec names for it.
 */

type Json = { [key: string]: unknown };
const isObj = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

const keyOf = (call: Pick<Call, "method" | "path">) => `${call.method} ${call.path}`;

/** Each field of a schema's input (JSON Schema), and whether the schema requires it. */
function fieldsOf(node: unknown, path = ""): { path: string; required: boolean }[] {
  if (!isObj(node)) return [];
  if (Array.isArray(node.anyOf)) return node.anyOf.flatMap((branch) => fieldsOf(branch, path));
  if (node.type === "array") return fieldsOf(node.items, `${path}[]`);
  if (node.type !== "object" || !isObj(node.properties)) return [];
  const required = new Set(Array.isArray(node.required) ? node.required : []);
  return Object.entries(node.properties).flatMap(([name, child]) => {
    const at = path ? `${path}.${name}` : name;
    return [{ path: at, required: required.has(name) }, ...fieldsOf(child, at)];
  });
}

/** The table's rule for a dotted path (`[]` steps into a list), or undefined when the table lacks it. */
function ruleAt(shape: Shape, path: string) {
  const steps = path.replaceAll("[]", "").split(".");
  let fields: Shape | undefined = shape;
  let rule;
  for (const step of steps) {
    rule = fields?.[step];
    if (!rule) return undefined;
    // A wrapped value is still the spec's value.
    fields = rule.wrappedIn ? { [rule.wrappedIn]: { named: "spec" } } : rule.fields;
  }
  return rule;
}

/** The fields a schema requires that the table does not name as the spec's, and the fields it reads that the table lacks. */
function departures(schema: z.ZodType, shape: Shape, envelope?: string) {
  // A field of the envelope the spec does not give is the spec's own field, read inside it.
  const unwrapped = ({ path, required }: { path: string; required: boolean }) =>
    envelope && path.startsWith(`${envelope}.`)
      ? { path: path.slice(envelope.length + 1), required }
      : { path, required };
  const fields = fieldsOf(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }))
    .filter((f) => f.path !== envelope)
    .map(unwrapped);
  const unique = (paths: string[]) => [...new Set(paths)];
  return {
    requiredOutsideSpec: unique(
      fields.filter((f) => f.required && ruleAt(shape, f.path)?.named === "own").map((f) => f.path),
    ),
    missingFromTable: unique(fields.filter((f) => ruleAt(shape, f.path) === undefined).map((f) => f.path)),
  };
}

/** The storefront's schema of every answer the spec shows, by call (loaded late: see the last describe). */
async function answerSchemas(): Promise<Readonly<Record<string, z.ZodType>>> {
  return (await import("../../packages/conformance/answers")).ANSWER_OF_CALL;
}

describe("the spec's table", () => {
  it("gives a reason for every field the spec does not name", () => {
    const unexplained: string[] = [];
    const walk = (shape: Shape, path: string) => {
      for (const [name, rule] of Object.entries(shape)) {
        if (rule.named !== "spec" && !rule.reason) unexplained.push(`${path}.${name}`);
        if (rule.fields) walk(rule.fields, `${path}.${name}`);
      }
    };
    for (const call of CALLS) {
      if (call.answer !== "not shown") walk(call.answer, keyOf(call));
      if (call.request) walk(call.request, keyOf(call));
    }
    expect(unexplained).toEqual([]);
  });

  it("gives the spec's words for every call's answer, and for no other", () => {
    expect(Object.keys(ANSWER_WORDS).sort()).toEqual(CALLS.map(keyOf).sort());
  });

  it("names each call once", () => {
    expect(new Set(CALLS.map(keyOf)).size).toBe(CALLS.length);
  });
});

describe("the storefront's answer schemas", () => {
  let answers: Readonly<Record<string, z.ZodType>>;

  beforeAll(async () => {
    answers = await answerSchemas();
  });

  it("cover every call whose answer the spec shows", () => {
    const shown = CALLS.filter((call) => call.answer !== "not shown").map(keyOf);
    expect(shown.filter((key) => !(key in answers))).toEqual([]);
  });

  it.each(CALLS.filter((call) => call.answer !== "not shown").map((call) => [keyOf(call), call] as const))(
    "%s requires only fields the spec names, and reads only fields in the table",
    (key, call) => {
      const schema = answers[key];
      if (!schema) throw new Error(`no schema for ${key}`);
      expect(departures(schema, call.answer as Shape, call.envelope?.field)).toEqual({
        requiredOutsideSpec: [],
        missingFromTable: [],
      });
    },
  );

  it("fail the check when a schema requires a field the spec does not name", () => {
    const orderList = CALLS.find((call) => keyOf(call) === "GET /api/auth/e-commerce/get/user/orders")!.answer as Shape;
    const strict = z.looseObject({
      data: z.array(
        z.looseObject({ sale_order_id: z.number(), sale_order_item: z.array(z.looseObject({ id: z.number() })) }),
      ),
    });
    expect(departures(strict, orderList).requiredOutsideSpec).toEqual(["data[].sale_order_item[].id"]);
  });
});

const IN_CART = {
  cart_id: 1,
  fk_itemUUID: "in-cart",
  item_name: "Shirt",
  item_price: 10,
  item_image: "",
  stock: 5,
  item_quantity: 2,
  sub_total: 10,
  total: 10,
};

describe("the storefront's requests", () => {
  let server: Server;
  /** The body each call of the table was last sent with. */
  const bodies = new Map<Call, unknown>();

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      req.on("end", () => {
        const path = new URL(req.url ?? "/", "http://x").pathname;
        const call = callOf(req.method ?? "", path);
        if (call) bodies.set(call, raw ? JSON.parse(raw) : undefined);
        res.setHeader("content-type", "application/json");
        // A cart write reads the cart first: one line, of the product the update changes.
        res.end(JSON.stringify(path === "/api/auth/cart/index" ? { status: true, cart: [IN_CART] } : { status: true }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.SHOP_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Spec fields missing from a body, as dotted paths. */
  function missing(body: unknown, shape: Shape, path = ""): string[] {
    if (!isObj(body)) return [path || "(body)"];
    return Object.entries(shape).flatMap(([name, rule]) => {
      const at = path ? `${path}.${name}` : name;
      if (rule.named !== "spec") return [];
      if (!(name in body)) return [at];
      return rule.fields && !rule.list ? missing(body[name], rule.fields, at) : [];
    });
  }

  const origin = "http://shop.test";
  const customer = { origin, token: "t" };

  /** One storefront call per table request, with the least input its callers give it. */
  const senders: Record<string, () => Promise<unknown>> = {
    "POST /api/communication": async () =>
      (await import("./content.server")).sendCommunication(origin, 2, { email: "a@example.com" }),
    "POST /api/auth/login": async () =>
      (await import("./auth.server")).login(origin, { email: "a@example.com", password: "x" }),
    "POST /api/auth/e-commerce/signup": async () =>
      (await import("./auth.server")).signup(origin, {
        username: "a",
        email: "a@example.com",
        country_id: null,
        mobile_number: "1",
        password: "x",
        confirm_password: "x",
      }),
    "POST /api/products": async () => (await import("./products.server")).listProducts(origin, {}, 1, undefined),
    "POST /api/auth/cart/store/all": async () =>
      (await import("./cart.server")).mergeCart(customer, [{ product_id: "u", quantity: 1 }]),
    "POST /api/auth/cart/store": async () => (await import("./cart.server")).addToCart(customer, { product_id: "u" }),
    "POST /api/auth/cart/{product_id}/update": async () =>
      (await import("./cart.server")).updateCartLine(customer, IN_CART.fk_itemUUID, { finalize: true }),
    "POST /api/auth/e-commerce/track-order": async () =>
      (await import("./orders.server")).trackOrder(origin, { order_no: "1", tracking_no: "2" }),
    "POST /api/auth/e-commerce/order-cancel/request": async () =>
      (await import("./orders.server")).requestCancellation(customer, { message: "m", sale_order_id: 1 }),
    "POST /api/auth/e-commerce/verification": async () =>
      (await import("./auth.server")).verify(origin, { code: "123456", email: "a@example.com" }),
    "POST /api/auth/e-commerce/resend-code": async () =>
      (await import("./auth.server")).resendCode(origin, { email: "a@example.com" }),
    "POST /api/auth/e-commerce/forget-password": async () =>
      (await import("./auth.server")).forgetPassword(origin, { email: "a@example.com" }),
    "POST /api/auth/e-commerce/otp-verification": async () =>
      (await import("./auth.server")).verifyResetOtp(origin, { code: "123456", email: "a@example.com" }),
    "POST /api/auth/e-commerce/resend-reset-otp": async () =>
      (await import("./auth.server")).resendResetOtp(origin, { email: "a@example.com" }),
    "POST /api/auth/e-commerce/reset-password": async () =>
      (await import("./auth.server")).resetPassword(origin, {
        password: "x",
        confirm_password: "x",
        email: "a@example.com",
        reset_token: "r",
      }),
  };

  // The placement payload is built by packages/shop-answers/placement.ts, whose tests check every case against PLACEMENT.
  const placementCalls = new Set([
    "/api/auth/order/create",
    "/api/auth/utap/create-order",
    "/api/auth/paymennt/check-out",
    "/api/auth/create-payment",
    "/api/auth/checkout-session/create",
  ]);
  const requests = CALLS.filter((call) => call.request && !placementCalls.has(call.path));

  it("cover every call whose request the spec names", () => {
    expect(requests.map(keyOf).filter((key) => !(key in senders))).toEqual([]);
  });

  it.each(requests.map((call) => [keyOf(call), call] as const))(
    "%s carries every field the spec names",
    async (key, call) => {
      await senders[key]!();
      expect(bodies.has(call)).toBe(true);
      expect(missing(bodies.get(call), call.request!)).toEqual([]);
    },
  );
});

// Last: parsing reads the storefront's settings (image fields), which must not be read before the
// requests above have pointed SHOP_API_URL at their stub.
describe("a backend that answers only the spec's fields", () => {
  let answers: Readonly<Record<string, z.ZodType>>;

  beforeAll(async () => {
    answers = await answerSchemas();
  });

  /** A node's alternatives: its anyOf branches (recursively), or itself. */
  const branches = (node: unknown): Json[] =>
    !isObj(node) ? [] : Array.isArray(node.anyOf) ? node.anyOf.flatMap(branches) : [node];
  const typesOf = (node: Json): string[] => (Array.isArray(node.type) ? node.type : [node.type]).map(String);
  const propertyOf = (node: unknown, name: string): unknown =>
    branches(node)
      .map((b) => (isObj(b.properties) ? b.properties[name] : undefined))
      .find((child) => child !== undefined);
  const itemsOf = (node: unknown): unknown => branches(node).find((b) => typesOf(b).includes("array"))?.items;

  /**
   * A value for a field the spec gives as a plain value: of a scalar type the storefront's schema takes
   * there, or else a string (the spec's words for a value, "data (public key)", read as text).
   */
  function valueFor(node: unknown): unknown {
    for (const b of branches(node)) {
      if (b.const !== undefined) return b.const;
      if (Array.isArray(b.enum)) return b.enum[0];
    }
    const types = new Set(branches(node).flatMap(typesOf));
    if (types.has("integer") || types.has("number")) return 1;
    if (types.has("boolean")) return true;
    return "spec value";
  }

  /**
   * The least answer a backend may send per the table: each field the spec names (or implies) and a
   * success carries, one element per list, the first of two spellings; nothing else.
   */
  function minimalAnswer(shape: Shape, schema: unknown): Json {
    const out: Json = {};
    for (const [name, rule] of Object.entries(shape)) {
      if (rule.named === "own" || rule.refusal || rule.alias) continue;
      const node = propertyOf(schema, name);
      const one = (at: unknown) => (rule.fields ? minimalAnswer(rule.fields, at) : valueFor(at));
      out[name] = rule.list ? [one(itemsOf(node))] : one(node);
    }
    return out;
  }

  const shown = CALLS.filter((call) => call.answer !== "not shown").map(
    (call) => [keyOf(call), call.answer as Shape] as const,
  );

  it.each(shown)("%s: the storefront's schema accepts the spec's minimal answer", (key, shape) => {
    const schema = answers[key]!;
    const answer = minimalAnswer(shape, z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }));
    const parsed = schema.safeParse(answer);
    expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([]);
  });

  it("the card key's minimal answer is the key string, which the card page reads", () => {
    const credentials = shown.find(([key]) => key === "GET /api/auth/payment-method/stripe/credentials")!;
    const schema = answers[credentials[0]]!;
    const answer = minimalAnswer(credentials[1], z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }));
    expect(answer).toEqual({ status: expect.anything(), data: "spec value", msg: expect.anything() });
    expect(schema.parse(answer)).toMatchObject({ data: { public_key: "spec value" } });
    expect(schema.parse({ status: true, data: { public_key: "pk_full" } })).toMatchObject({
      data: { public_key: "pk_full" },
    });
  });
});
