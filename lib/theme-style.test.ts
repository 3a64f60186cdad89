import { safeColour, themeVariables } from "./theme-style";

describe("safeColour", () => {
  it.each(["#fff", "#0f766e", "#0f766eAA", "rgb(1, 2, 3)", "rgba(1,2,3,0.5)", "hsl(120deg 50% 50%)", "teal"])("keeps %s", (c) => {
    expect(safeColour(c, "#000")).toBe(c);
  });

  it.each(["", "red; background:url(https://evil)", "#12", "expression(alert(1))", "var(--x)", "}</style><script>", "url(x)"])(
    "replaces %j with the fallback",
    (c) => expect(safeColour(c, "#000")).toBe("#000"),
  );
});

describe("themeVariables", () => {
  it("uses placeholders when there is no theme", () => {
    const vars = themeVariables(null);
    expect(vars["--theme-primary"]).toMatch(/^#/);
    expect(Object.keys(vars)).toHaveLength(10);
  });
});
