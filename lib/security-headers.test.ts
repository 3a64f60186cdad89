import { parseSettings } from "./config";
import {
  CARD_PAGE_POLICY,
  CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  orderSummaryPolicy,
  securityHeaderRules,
} from "./security-headers";

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

describe("security headers", () => {
  it("shut plugins, <base>, framing and foreign form posts everywhere", () => {
    for (const policy of [CONTENT_SECURITY_POLICY, CARD_PAGE_POLICY, orderSummaryPolicy(["https://gw.example"])]) {
      expect(directive(policy, "object-src")).toBe("object-src 'none'");
      expect(directive(policy, "base-uri")).toBe("base-uri 'none'");
      expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
      expect(directive(policy, "script-src")).not.toMatch(/\*|https:(?!\/\/)|'unsafe-eval'/);
    }
    expect(directive(CONTENT_SECURITY_POLICY, "form-action")).toBe("form-action 'self'");
    expect(directive(CONTENT_SECURITY_POLICY, "script-src")).not.toContain("stripe");
  });

  it("let Stripe in on the card page only, and the gateway only into the order summary's form-action", () => {
    expect(directive(CARD_PAGE_POLICY, "script-src")).toContain("https://js.stripe.com");
    expect(directive(CARD_PAGE_POLICY, "frame-src")).toContain("https://js.stripe.com");
    expect(directive(orderSummaryPolicy(["https://gw.example"]), "form-action")).toBe(
      "form-action 'self' https://gw.example",
    );
  });

  it("let scripts come from the pixel script's own origin: Meta's by default, the configured one, or none", () => {
    expect(directive(contentSecurityPolicy(parseSettings({}).pixelScriptUrl), "script-src")).toBe(
      "script-src 'self' 'unsafe-inline' https://connect.facebook.net",
    );
    const own = contentSecurityPolicy("https://tags.example.com/pixel/fbevents.js");
    expect(directive(own, "script-src")).toBe("script-src 'self' 'unsafe-inline' https://tags.example.com");
    expect(directive(own, "connect-src")).toContain("https://tags.example.com");
    expect(
      directive(contentSecurityPolicy(parseSettings({ PIXEL_SCRIPT_URL: "none" }).pixelScriptUrl), "script-src"),
    ).toBe("script-src 'self' 'unsafe-inline'");
  });

  it("give every path the common headers and exactly one policy from next.config, leaving the order summary to the middleware", () => {
    const rules = securityHeaderRules();
    const policyRules = rules.filter((r) => r.headers.some((h) => h.key === "Content-Security-Policy"));
    const matches = (source: string, path: string) => {
      const regex = source.startsWith("/((")
        ? new RegExp(`^${source}$`)
        : new RegExp(`^${source.replace("/:path*", "(?:/.*)?")}$`);
      return regex.test(path);
    };
    for (const path of ["/", "/catagory/Men_Wear/1", "/api/cart", "/media/a.jpg"]) {
      expect(policyRules.filter((r) => matches(r.source, path))).toHaveLength(1);
    }
    expect(policyRules.filter((r) => matches(r.source, "/stripe/check-out"))).toHaveLength(1);
    expect(policyRules.filter((r) => matches(r.source, "/order-summary"))).toHaveLength(0);
    expect(policyRules.filter((r) => matches(r.source, "/order-summary/x"))).toHaveLength(0);
    // Not the order summary, so not the middleware's: a 404 that still needs the policy.
    for (const path of ["/order-summaryX", "/order-summary.txt", "/stripeX"]) {
      expect(policyRules.filter((r) => matches(r.source, path))).toHaveLength(1);
    }
    expect(rules[0]).toMatchObject({ source: "/:path*" });
    expect(rules[0]!.headers).toContainEqual({ key: "X-Frame-Options", value: "DENY" });
  });
});
