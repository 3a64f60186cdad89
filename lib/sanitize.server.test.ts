import { htmlToText, sanitizeHtml } from "./sanitize.server";

describe("sanitizeHtml", () => {
  it("removes scripts with their content, and event handlers", () => {
    const out = sanitizeHtml(
      `<p>A</p><script>window.__ran = true;</script><p onclick="steal()">B</p><img src="x.jpg" onerror="steal()"><svg onload="steal()"></svg>`,
    );
    expect(out).not.toMatch(/script|__ran|onclick|onerror|onload|steal|<svg/i);
    expect(out).toContain("<p>A</p>");
    expect(out).toContain("<p>B</p>");
    expect(out).toContain('<img src="x.jpg" loading="lazy" />');
  });

  it("drops javascript: and data: links but keeps safe ones", () => {
    const out = sanitizeHtml(
      `<a href="javascript:alert(1)">x</a><a href="data:text/html,hi">y</a><a href="https://example.com/story">story</a><a href="/about-us">about</a><a href="mailto:a@b.c">mail</a>`,
    );
    expect(out).not.toMatch(/javascript:|data:/);
    expect(out).toContain('<a href="https://example.com/story">story</a>');
    expect(out).toContain('<a href="/about-us">about</a>');
    expect(out).toContain('<a href="mailto:a@b.c">mail</a>');
  });

  it("makes new-tab links safe and drops other targets", () => {
    expect(sanitizeHtml(`<a href="https://x.example" target="_blank">x</a>`)).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml(`<a href="https://x.example" target="_top">x</a>`)).toBe('<a href="https://x.example">x</a>');
  });

  it("keeps formatting, lists and tables; removes styles, forms and frames", () => {
    const out = sanitizeHtml(
      `<h3>T</h3><ul><li><strong>a</strong></li></ul><table><tr><td colspan="2">c</td></tr></table><style>body{}</style><form action="/x"><input name="q"></form><iframe src="https://evil"></iframe><p style="position:fixed">s</p>`,
    );
    expect(out).toContain("<h3>T</h3><ul><li><strong>a</strong></li></ul>");
    expect(out).toContain('<td colspan="2">c</td>');
    expect(out).not.toMatch(/<style|<form|<input|<iframe|style=/);
    expect(out).toContain("<p>s</p>");
  });

  it("returns an empty string for missing input", () => {
    expect(sanitizeHtml(null)).toBe("");
    expect(sanitizeHtml(undefined)).toBe("");
    expect(sanitizeHtml("")).toBe("");
  });
});

describe("htmlToText", () => {
  it("keeps the words, separated, without markup or script", () => {
    expect(htmlToText("<h2>About</h2><p>We &amp; you.</p><script>x()</script><p>Two<br>lines</p>")).toBe(
      "About We & you. Two lines",
    );
  });
});
