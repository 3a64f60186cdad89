import { sanitizeHtml } from "@/lib/sanitize.server";
import { fillSiteName } from "./policy";

describe("fillSiteName", () => {
  it("replaces both spellings, in any letter case, every time they occur", () => {
    expect(fillSiteName("{site_name} and [site_name]; {SITE_NAME} or [Site_Name].", "shop.example")).toBe(
      "shop.example and shop.example; shop.example or shop.example.",
    );
  });

  it("leaves a text without the placeholder as it is", () => {
    expect(fillSiteName("<p>We keep your data safe.</p>", "shop.example")).toBe("<p>We keep your data safe.</p>");
    expect(fillSiteName("{site name} [site-name] {site_name", "shop.example")).toBe(
      "{site name} [site-name] {site_name",
    );
  });

  it("inserts the host literally, whatever replacement patterns it might hold", () => {
    expect(fillSiteName("{site_name}", "$&$1.example")).toBe("$&$1.example");
  });
});

describe("policy and blog HTML, as the pages render it", () => {
  const render = (html: string) => sanitizeHtml(fillSiteName(html, "localhost:3000"));

  it("keeps headings, lists, links and images and fills in the host", () => {
    const out = render(
      `<h2>Privacy</h2><p>[site_name] keeps:</p><ul><li>orders</li></ul><a href="https://example.com/x">more</a><img src="https://example.com/a.jpg" alt="a">`,
    );
    expect(out).toBe(
      '<h2>Privacy</h2><p>localhost:3000 keeps:</p><ul><li>orders</li></ul><a href="https://example.com/x">more</a><img src="https://example.com/a.jpg" alt="a" loading="lazy" />',
    );
  });

  it("removes a script with its content", () => {
    expect(render(`<p>a</p><script>window.__ran = true</script>`)).toBe("<p>a</p>");
  });

  it("removes an onerror handler but keeps the image", () => {
    expect(render(`<img src="x.jpg" onerror="window.__ran = true" alt="">`)).toBe(
      '<img src="x.jpg" alt="" loading="lazy" />',
    );
  });

  it("removes a javascript: link target but keeps its text", () => {
    expect(render(`<a href="javascript:window.__ran = true">Return with {site_name}</a>`)).toBe(
      "<a>Return with localhost:3000</a>",
    );
    expect(render(`<a href=" JaVaScRiPt:alert(1)">x</a>`)).toBe("<a>x</a>");
  });

  it("removes an iframe with its content", () => {
    expect(render(`<p>a</p><iframe src="https://evil.example">fallback</iframe>`)).toBe("<p>a</p>");
  });

  it("removes an SVG and the script inside it", () => {
    const out = render(
      `<svg xmlns="http://www.w3.org/2000/svg" onload="steal()"><script>steal()</script><circle r="4"/></svg><p>b</p>`,
    );
    expect(out).not.toMatch(/svg|script|onload|steal|circle/i);
    expect(out).toContain("<p>b</p>");
  });

  it("removes style attributes", () => {
    expect(render(`<p style="position:fixed;inset:0">covered</p>`)).toBe("<p>covered</p>");
  });
});
