import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * The serious and critical axe findings on a page (or inside `include`, a CSS selector), one line
 * each: the rule, then the elements it found. An empty list is what every test expects.
 */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
