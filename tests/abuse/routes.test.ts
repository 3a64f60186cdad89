import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { discoverRoutes, publicAliases, routeLabel, type HandlerRoute } from "./routes";
import { MALFORMED_ESCAPES } from "./values";

/** The sweep reaches every route of the file tree, and knows what each route handler takes. */

const root = resolve(__dirname, "..", "..");
const routes = discoverRoutes(root);
const handler = (label: string) =>
  routes.find((r): r is HandlerRoute => r.kind === "handler" && routeLabel(r) === label);

function filesNamed(dir: string, name: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesNamed(join(dir, entry.name), name) : entry.name === name ? [join(dir, entry.name)] : [],
  );
}

describe("the abuse sweep's route discovery", () => {
  it("finds every route handler and page of app/", () => {
    const files = [...filesNamed(join(root, "app"), "route.ts"), ...filesNamed(join(root, "app"), "page.tsx")]
      .map((f) => f.slice(root.length + 1))
      .sort();
    expect(routes.map((r) => r.file).sort()).toEqual(files);
  });

  it("reads public paths without the shop segment and route groups", () => {
    expect(routes.map(routeLabel)).toEqual(
      expect.arrayContaining([
        "/",
        "/api/orders/[orderId]/cancel",
        "/product/[uuid]",
        "/catagory/[...path]",
        "/media/[...path]",
        "/sitemap.xml",
      ]),
    );
  });

  it("knows each handler's methods, body and session from its bffRoute options", () => {
    expect(handler("/api/orders/[orderId]/cancel")).toMatchObject({
      methods: ["POST"],
      bff: true,
      body: true,
      auth: true,
    });
    expect(handler("/api/account/logout")).toMatchObject({ methods: ["POST"], bff: true, body: false, auth: false });
    expect(handler("/api/account/login")).toMatchObject({ body: true, auth: false });
    expect(handler("/api/cart")).toMatchObject({ methods: ["GET", "POST"], body: true, auth: true });
    expect(handler("/sitemap.xml")).toMatchObject({ methods: ["GET"], bff: false });
    expect(handler("/api/revalidate")).toMatchObject({ methods: ["POST"], bff: false, signed: true });
    expect(handler("/api/cart")).toMatchObject({ signed: false });
  });

  it("sweeps an internal folder under its public name too, from the router's rewrites", () => {
    expect(publicAliases().get("product-type")).toBe("Product");
  });

  it.each(MALFORMED_ESCAPES)("sends %s as an escape that does not decode", (escape) => {
    expect(() => decodeURIComponent(escape)).toThrow(URIError);
  });
});
