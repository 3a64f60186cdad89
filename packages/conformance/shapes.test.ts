import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  END,
  renderRequiredSection,
  renderShapesSection,
  REQUIRED_END,
  REQUIRED_START,
  START,
  syncContract,
} from "./shapes";

const CONTRACT = join(__dirname, "..", "shop-api", "CONTRACT.md");

describe("the contract's generated answer shapes", () => {
  it("match the storefront's zod schemas", () => {
    const contract = readFileSync(CONTRACT, "utf8");
    const inStep = syncContract(contract) === contract;
    expect(
      inStep
        ? "in step"
        : "packages/shop-api/CONTRACT.md's answer shapes differ from packages/shop-answers' schemas: run npm run contract:sync",
    ).toBe("in step");
  });

  it("are rendered from the schemas, so an edited shape is noticed and rewritten", () => {
    const section = renderShapesSection();
    expect(section.startsWith(START) && section.endsWith(END)).toBe(true);
    expect(section).toContain("sale_price: num; status: flag;");
    expect(section).toContain("type Answer = { data: Item[] };");
    const contract = readFileSync(CONTRACT, "utf8");
    const edited = contract.replace("sale_price: num;", "sale_price: string;");
    expect(edited).not.toBe(contract);
    expect(syncContract(edited)).toBe(contract);
  });

  it("keeps the hand-written text around the markers", () => {
    const synced = syncContract(`intro\n${START}\nold\n${END}\nmiddle\n${REQUIRED_START}\nold\n${REQUIRED_END}\nrest`);
    expect(synced.startsWith("intro\n<!-- shapes:start -->")).toBe(true);
    expect(synced).toContain("<!-- shapes:end -->\nmiddle\n<!-- required:start -->");
    expect(synced.endsWith("<!-- required:end -->\nrest")).toBe(true);
    expect(() => syncContract("no markers")).toThrow("npm");
  });

  it("list every field the storefront requires beside the spec's words, and none the spec does not name", () => {
    const section = renderRequiredSection();
    expect(section).toContain(
      "| `GET /api/auth/payment-method/stripe/credentials` | status, data (public key), msg | `data` |",
    );
    expect(section).toContain("| `GET /api/auth/cart/index` | status, cart[] | `cart`, `cart[].cart_id`");
    // The spec's answer is the user itself: neither the reference API's envelope nor any of its fields is required.
    expect(section).toContain("| `GET /api/auth/user/public` | the current user | nothing |");
    expect(section).not.toContain("not in the table");
    expect(section).not.toContain("(own)");
    expect(section).not.toContain("missing from ANSWER_WORDS");
  });
});
