import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { syncContract } from "./shapes";

/** `npm run contract:sync`: rewrites the generated "Answer shapes" section of packages/shop-api/CONTRACT.md. */
const file = join(__dirname, "..", "shop-api", "CONTRACT.md");
const before = readFileSync(file, "utf8");
const after = syncContract(before);
if (after === before) console.log("packages/shop-api/CONTRACT.md: answer shapes already up to date");
else {
  writeFileSync(file, after);
  console.log("packages/shop-api/CONTRACT.md: answer shapes rewritten");
}
