import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nativeBinding } from "./native-binding";
import { openDatabase } from "./open";

describe("nativeBinding", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "binding-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("picks the build for the running ABI when there is one, else leaves the package's own", () => {
    expect(nativeBinding(dir, "137")).toBeUndefined();
    mkdirSync(join(dir, "abi", "137"), { recursive: true });
    writeFileSync(join(dir, "abi", "137", "better_sqlite3.node"), "");
    expect(nativeBinding(dir, "137")).toBe(join(dir, "abi", "137", "better_sqlite3.node"));
    expect(nativeBinding(dir, "115")).toBeUndefined();
  });

  it("opens a database on the running Node with whichever build it picks", () => {
    const db = openDatabase(join(dir, "shop.db"));
    expect(db.prepare("SELECT 1 AS one").get()).toEqual({ one: 1 });
    db.close();
  });
});
