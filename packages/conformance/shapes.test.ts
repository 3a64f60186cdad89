import { readFileSync } from "node:fs";
import { join } from "node:path";
import { END, renderShapesSection, START, syncContract } from "./shapes";

const CONTRACT = join(__dirname, "..", "shop-api", "CONTRACT.md");

describe("the contract's generated answer shapes", () => {
  it("match the storefront's zod schemas", () => {
    const contract = readFileSync(CONTRACT, "utf8");
    const inStep = syncContract(contract) === contract;
    expect(
      inStep
        ? "in step"
        : "packages/shop-api/CONTRACT.md's answer shapes differ from lib/shop-api's schemas: run npm run contract:sync",
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
    const synced = syncContract(`intro\n${START}\nold\n${END}\nrest`);
    expect(synced.startsWith("intro\n<!-- shapes:start -->")).toBe(true);
    expect(synced.endsWith("<!-- shapes:end -->\nrest")).toBe(true);
    expect(() => syncContract("no markers")).toThrow("npm");
  });
});
