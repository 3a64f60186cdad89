import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** app/stylesheets.ts imports every CSS module once (the one global stylesheet): a new module must be listed there. */

const ROOT = join(__dirname, "..");

function cssModules(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".module.css"))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

function listed(): string[] {
  const source = readFileSync(join(ROOT, "app", "stylesheets.ts"), "utf8");
  return [...source.matchAll(/^import "([^"]+)";$/gm)].map(([, path]) =>
    path!.startsWith("@/") ? path!.slice(2) : join("app", path!),
  );
}

it("app/stylesheets.ts lists exactly the CSS modules of app/ and components/", () => {
  const files = [...cssModules("app"), ...cssModules("components")].sort();
  expect(listed().sort()).toEqual(files);
});
