import { createRequire } from "node:module";
import { join } from "node:path";
import { createElement } from "react";
import { version as reactDomVersion } from "react-dom/server";
import { staticMarkup } from "./static-markup.server";

test("renders with React's escaping: text and attributes from the shop API cannot become markup", () => {
  const name = `<img src=x onerror="alert(1)">`;
  const html = staticMarkup(createElement("a", { href: "/product/1", title: name }, name));
  expect(html).toBe(
    '<a href="/product/1" title="&lt;img src=x onerror=&quot;alert(1)&quot;&gt;">&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</a>',
  );
});

test("leaves out the image preloads React writes for a document's head; the markup keeps its images", () => {
  const html = staticMarkup(
    createElement("div", null, createElement("img", { src: "/a.jpg", alt: "", fetchPriority: "high" })),
  );
  expect(html).toBe('<div><img src="/a.jpg" alt="" fetchPriority="high"/></div>');
});

/*
 * What the server runtime does (docs/adr/0013-static-regions.md): the server components' graph makes its
 * elements with the React Next bundles for it (next/dist/compiled/react, the react-server build), and
 * staticMarkup renders them with the react-dom/server that plain Node resolves from the project. Both
 * come from different packages; `npm run check:next-release` runs this against the next releases.
 */
describe("react-dom/server required past the bundler", () => {
  test("is the Node build of the project's react-dom, not a react-server one", () => {
    const resolved = createRequire(`${process.cwd()}/package.json`).resolve("react-dom/server");
    expect(resolved).toBe(join(process.cwd(), "node_modules", "react-dom", "server.node.js"));
  });

  test("renders elements made by the React that Next bundles for server components, with React's escaping", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the file Next aliases `react` to under react-server
    const serverReact = require("next/dist/compiled/react/react.react-server.js") as typeof import("react");
    const h = serverReact.createElement;
    const Card = ({ name }: { name: string }) => h("li", null, h("a", { href: "/product/1", title: name }, name));
    const changed = `react-dom/server ${reactDomVersion} and the React ${serverReact.version} that Next bundles`;
    let html: string;
    try {
      html = staticMarkup(h("ul", { className: "grid" }, h(Card, { name: 'Shirt "Blue" <b> & co' })));
    } catch (error) {
      throw new Error(`${changed} no longer fit together: ${String(error)}`);
    }
    if (
      html !==
      '<ul class="grid"><li><a href="/product/1" title="Shirt &quot;Blue&quot; &lt;b&gt; &amp; co">Shirt &quot;Blue&quot; &lt;b&gt; &amp; co</a></li></ul>'
    )
      throw new Error(`${changed} render a region differently: ${html}`);
  });
});
