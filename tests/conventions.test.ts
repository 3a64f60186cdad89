import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

// The file name says where the code runs (README "Layout"): `.server.ts(x)` modules import "server-only",
// `.client` modules and `use-*` hooks are browser code, and neither kind hides under a plain name.
// `.mjs` modules are also loaded by plain Node (server.mjs, the cache handler), where "server-only"
// throws (it is empty only under the react-server condition): a `.server.mjs` is kept from the browser
// by the import rule below, not by the marker.
const ROOT = join(__dirname, "..");
// Next's file conventions name these files; an error boundary must be a client component.
const ROUTE_FILES = /^(page|layout|error|global-error|not-found|loading|template|default|route)\.tsx?$/;

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.(tsx?|mjs)$/.test(entry.name) && !/\.(test|d)\.(tsx?|mts)$/.test(entry.name),
    )
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

const files = ["app", "components", "lib"].flatMap(sources).map((path) => {
  const text = readFileSync(join(ROOT, path), "utf8");
  return {
    path,
    routeFile: ROUTE_FILES.test(path.split("/").pop()!),
    serverOnly: /^import "server-only";$/m.test(text),
    useClient: /^"use client";$/m.test(text),
    imports: [...text.matchAll(/^import (?!type )[^;]*?from "([^"]+)";$/gms)].map((m) => m[1]!),
  };
});
const browser = (path: string) => /\.client\.tsx?$|\/use-[\w-]+\.ts$/.test(path);

test("a TypeScript module that imports server-only is named .server, and only such a module", () => {
  const misnamed = files.filter(
    (f) => !f.path.endsWith(".mjs") && f.serverOnly !== /\.server\.tsx?$/.test(f.path) && !f.routeFile,
  );
  expect(misnamed.map((f) => f.path)).toEqual([]);
});

test("an .mjs module never imports server-only, which throws under plain Node", () => {
  const mjs = files.filter((f) => f.path.endsWith(".mjs"));
  expect(mjs.length).toBeGreaterThan(0);
  expect(mjs.filter((f) => f.serverOnly).map((f) => f.path)).toEqual([]);
});

test("browser code imports no .server module, .server.mjs included (types aside)", () => {
  const reaching = files
    .filter((f) => browser(f.path) || f.useClient)
    .flatMap((f) => f.imports.filter((from) => /\.server(\.\w+)?$/.test(from)).map((from) => `${f.path} → ${from}`));
  expect(reaching).toEqual([]);
  expect(files.flatMap((f) => f.imports).filter((from) => /\.server(\.\w+)?$/.test(from)).length).toBeGreaterThan(0);
});

test('a "use client" module is named .client (or is a use-* hook), and browser code never imports server-only', () => {
  const misnamed = files.filter((f) => f.useClient && !f.routeFile && !browser(f.path));
  expect(misnamed.map((f) => f.path)).toEqual([]);
  expect(files.filter((f) => f.serverOnly && browser(f.path)).map((f) => f.path)).toEqual([]);
});

// A control marked for tap replay is held until its island says it is live (docs/adr/0009-tap-replay.md):
// a file that marks one and never calls the hook would leave its taps held for good.
// Markup of static regions (docs/adr/0013-static-regions.md) is handed over by the region: LiveRegion calls
// the hook on the whole region.
const REGION_MARKUP = [
  "components/catalogue/carousel.tsx",
  "components/header/header-nav.tsx",
  "components/product/related-add-button.tsx",
  "components/wishlist/heart-button.tsx",
];
test("every component that renders data-tap hands it to useTapReplay, or is a static region's markup", () => {
  const marking = files.filter((f) => /\sdata-tap\b/.test(readFileSync(join(ROOT, f.path), "utf8")));
  expect(marking.length).toBeGreaterThan(0);
  const unreplayed = marking.filter(
    (f) => !/useTapReplay\(/.test(readFileSync(join(ROOT, f.path), "utf8")) && !REGION_MARKUP.includes(f.path),
  );
  expect(unreplayed.map((f) => f.path)).toEqual([]);
  expect(readFileSync(join(ROOT, "components/static-region/live-region.client.tsx"), "utf8")).toMatch(
    /useTapReplay\(region\)/,
  );
  for (const path of REGION_MARKUP) expect(readFileSync(join(ROOT, path), "utf8")).not.toMatch(/^"use client";$/m);
});

// Every import a module names, types and import() included.
const named = (path: string) =>
  [
    ...readFileSync(join(ROOT, path), "utf8").matchAll(
      /^(?:import|export)\b[^;]*?from "([^"]+)";$|\bimport\("([^"]+)"\)/gms,
    ),
  ].map((m) => (m[1] ?? m[2])!);

// Dependencies point down: routes (app/) render components, never the other way round; a Server Action a
// component posts to lives with its domain in lib/.
test("components never import from app/", () => {
  const reaching = files
    .filter((f) => f.path.startsWith("components/"))
    .flatMap((f) =>
      named(f.path)
        .filter((from) => from.startsWith("@/app/"))
        .map((from) => `${f.path} → ${from}`),
    );
  expect(reaching).toEqual([]);
});

// Static regions are infrastructure (docs/adr/0013-static-regions.md): features register their controls' actions
// (components/static-region/region-actions.ts), the region never imports a feature.
const INFRASTRUCTURE = ["components/static-region", "components/ui", "lib/tap-replay"];
test("components/static-region imports no feature: no other component folder, no domain folder of lib", () => {
  const features = ["components", "lib"].flatMap((root) =>
    readdirSync(join(ROOT, root), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !INFRASTRUCTURE.includes(`${root}/${entry.name}`))
      .map((entry) => `@/${root}/${entry.name}/`),
  );
  expect(features).toEqual(expect.arrayContaining(["@/components/cart/", "@/components/product/", "@/lib/wishlist/"]));
  const reaching = files
    .filter((f) => f.path.startsWith("components/static-region/"))
    .flatMap((f) =>
      named(f.path)
        .filter((from) => features.some((feature) => from.startsWith(feature)))
        .map((from) => `${f.path} → ${from}`),
    );
  expect(reaching).toEqual([]);
});

// Every route level of a page is about sixteen fibers of Next's router that the browser hydrates
// (BENCHMARKS.md, "flatter listing routes"): a page's variable segments below the shop's are one
// folder, a catch-all when there are several (lib/listing/route.ts listingPath). Route handlers
// (app/[site]/api) are never hydrated.
test("a page has at most one dynamic segment folder below [site]", () => {
  const pages = files.filter((f) => /^app\/\[site\]\/(?!api\/).*\/page\.tsx$/.test(f.path));
  expect(pages.map((f) => f.path)).toContain("app/[site]/catagory/[...path]/page.tsx");
  const nested = pages.filter(
    (f) =>
      f.path
        .split("/")
        .slice(2, -1)
        .filter((s) => s.startsWith("[")).length > 1,
  );
  expect(nested.map((f) => f.path)).toEqual([]);
});

// For the same reason the shop's document and shell are one layout (app/[site]/layout.tsx), with no route group
// below it: a group is a route level of its own.
test("no route group below [site]", () => {
  const grouped = files.filter((f) => /^app\/\[site\]\/(?:[^/]+\/)*\([^/)]+\)\//.test(f.path));
  expect(grouped.map((f) => f.path)).toEqual([]);
  expect(files.map((f) => f.path)).toContain("app/[site]/layout.tsx");
});

// One modal layer (components/ui/modal.client.tsx): a dialog elsewhere would repeat its backdrop, focus
// trap and inert page, and drift from it.
test("only the Modal primitive makes a modal dialog", () => {
  const modal = files.filter((f) =>
    /aria-modal|useFocusTrap\(|usePageInert\(/.test(readFileSync(join(ROOT, f.path), "utf8")),
  );
  expect(modal.map((f) => f.path).sort()).toEqual([
    "components/ui/modal.client.tsx",
    "components/ui/use-focus-trap.ts",
  ]);
});

// One typed browser client per resource (lib/bff/*.client.ts, lib/cart/remote.ts): components call its
// functions and read outcomes, never a route handler's raw answer.
test("components and pages reach the route handlers through lib's browser clients only", () => {
  const calling = files.filter(
    (f) => !f.path.startsWith("lib/") && /\bcallBff\b/.test(readFileSync(join(ROOT, f.path), "utf8")),
  );
  expect(calling.map((f) => f.path)).toEqual([]);
});

// State one process keeps across module instances is declared once (lib/ops/process-shared.mjs says
// why it exists); every other module goes through its accessors.
test("a process-wide Symbol.for key is declared in lib/ops/process-shared.mjs only", () => {
  const declaring = [...files.map((f) => f.path), "server.mjs"].filter((path) =>
    /Symbol\.for\(/.test(readFileSync(join(ROOT, path), "utf8")),
  );
  expect(declaring).toEqual(["lib/ops/process-shared.mjs"]);
});

// server.mjs and the cache handler load lib's .mjs modules as they are, so those carry their types in JSDoc
// and tsc checks them (docs/adr/0011-settings-and-process-state.md); a hand-written .d.mts twin would drift.
test("every .mjs module of lib is checked by tsc (// @ts-check) and has no .d.mts twin", () => {
  const unchecked = files.filter(
    (f) =>
      f.path.endsWith(".mjs") &&
      (existsSync(join(ROOT, f.path.replace(/\.mjs$/, ".d.mts"))) ||
        !readFileSync(join(ROOT, f.path), "utf8").startsWith("// @ts-check\n")),
  );
  expect(unchecked.map((f) => f.path)).toEqual([]);
});

// One form idiom (docs/adr/0012-form-actions.md): a form's submit state lives in useActionState, the fields in the
// form; a component or hook that needs more than three useStates holds a form's state by hand again.
test("no component or hook holds more than three useStates", () => {
  const crowded: string[] = [];
  for (const f of files.filter((file) => file.path.endsWith(".tsx") || /\/use-[\w-]+\.ts$/.test(file.path))) {
    const source = ts.createSourceFile(f.path, readFileSync(join(ROOT, f.path), "utf8"), ts.ScriptTarget.Latest, true);
    const count = (node: ts.Node): number =>
      (ts.isCallExpression(node) && /^(React\.)?useState$/.test(node.expression.getText(source)) ? 1 : 0) +
      node.getChildren(source).reduce((sum, child) => sum + count(child), 0);
    const visit = (node: ts.Node, name: string | undefined) => {
      const fn = ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node);
      if (fn && name && /^(use[A-Z]|[A-Z])/.test(name) && count(node) > 3) crowded.push(`${f.path} ${name}`);
      if (fn && name) return;
      node.forEachChild((child) =>
        visit(
          child,
          ts.isFunctionDeclaration(child)
            ? child.name?.text
            : ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)
              ? node.name.text
              : undefined,
        ),
      );
    };
    visit(source, undefined);
  }
  expect(crowded).toEqual([]);
});

// The signed-in funnel without JavaScript: each form's action is useActionState's, over a Server Action.
const FUNNEL_FORMS_ON_SERVER_ACTIONS = [
  { form: "components/auth-modal/sign-in-form.client.tsx", actions: "app/[site]/sign-in/actions.ts" },
  { form: "components/product/purchase-box.client.tsx", actions: "app/[site]/product/[uuid]/actions.ts" },
];

test.each(FUNNEL_FORMS_ON_SERVER_ACTIONS)("$form posts to a Server Action of $actions", ({ form, actions }) => {
  const component = readFileSync(join(ROOT, form), "utf8");
  const bound = [...component.matchAll(/const \[\w+, (\w+)[^\]]*\] = useActionState\(/g)].map((m) => m[1]);
  expect(bound.length).toBeGreaterThan(0);
  const forms = [...component.matchAll(/<form\b[^>]*?\saction=\{(\w+)\}/g)].map((m) => m[1]);
  expect(forms.length).toBeGreaterThan(0);
  for (const action of forms) expect(bound).toContain(action);
  expect(readFileSync(join(ROOT, actions), "utf8")).toMatch(/^"use server";$/m);
});

// Issue 48, the funnel's end: the order summary's, the cancel request's and the newsletter's forms post to its Server Action (ADR 14), never to a
// browser client, so it works before hydration and without JavaScript.
const ORDER_END_FORMS = [
  { form: "components/checkout/checkout-form.client.tsx", action: "lib/checkout/place-order-action.ts" },
  {
    form: "components/profile/cancel-request-form.client.tsx",
    action: "lib/orders/cancel-request-action.ts",
  },
  { form: "components/footer/newsletter-form.client.tsx", action: "lib/content/newsletter-action.ts" },
];

test.each(ORDER_END_FORMS)("$form posts to the Server Action of $action", ({ form, action }) => {
  expect(readFileSync(join(ROOT, action), "utf8")).toMatch(/^"use server";\n/);
  const source = readFileSync(join(ROOT, form), "utf8");
  const imported = [...source.matchAll(/^import \{ (\w+) \} from "@\/([^"]+)";$/gm)].find(
    ([, , path]) => `${path}.ts` === action,
  );
  expect(imported).toBeDefined();
  expect(source).toMatch(new RegExp(`useActionState\\(\\s*${imported![1]}\\b`));
  expect(source).not.toMatch(/from "@\/lib\/bff\/[\w-]+\.client"/);
});

test("the cart page's forms without JavaScript post to the Server Actions the page hands them", () => {
  const cart = readFileSync(join(ROOT, "components/cart/server-cart.tsx"), "utf8");
  const forms = [...cart.matchAll(/<form\b[^>]*?\saction=\{([\w.]+)\}/g)].map((m) => m[1]);
  expect(forms.sort()).toEqual(["actions.changeQuantity", "actions.finalize", "actions.remove"]);
  const page = readFileSync(join(ROOT, "app/[site]/shopping-cart/page.tsx"), "utf8");
  expect(page).toMatch(/import \{ changeLineQuantity, finalizeLine, removeLine \} from "\.\/actions";/);
  expect(readFileSync(join(ROOT, "app/[site]/shopping-cart/actions.ts"), "utf8")).toMatch(/^"use server";$/m);
});

// The shop API's field names are read in one place, lib/shop-api, which maps them to what pages and components
// take (README "Layout"): a page or a feature that reads them would break on a backend that differs there.
test("only lib/shop-api reads the catalogue's and the cart's field names", () => {
  const fields = /\.(item_name|item_quantity|item_price|item_image|fk_itemUUID|sale_price)\b/;
  const readers = files
    .filter((f) => !f.path.startsWith("lib/shop-api/"))
    .filter((f) => fields.test(readFileSync(join(ROOT, f.path), "utf8")));
  expect(readers.map((f) => f.path)).toEqual([]);
});
