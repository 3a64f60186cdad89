import { createElement } from "react";
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
