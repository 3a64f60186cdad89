import { gatewayRedirect } from "./gateway-url";

describe("gatewayRedirect", () => {
  test("accepts absolute https URLs, and http only on loopback hosts", () => {
    expect(gatewayRedirect("https://pay.example.com/checkout/abc?x=1")).toBe(
      "https://pay.example.com/checkout/abc?x=1",
    );
    expect(gatewayRedirect("  https://pay.example.com/p ")).toBe("https://pay.example.com/p");
    expect(gatewayRedirect("http://127.0.0.1:4000/sandbox/pay/pay_x")).toBe("http://127.0.0.1:4000/sandbox/pay/pay_x");
    expect(gatewayRedirect("http://localhost:4000/sandbox/pay/pay_x")).toBe("http://localhost:4000/sandbox/pay/pay_x");
    expect(gatewayRedirect("http://[::1]:4000/p")).toBe("http://[::1]:4000/p");
  });

  test.each([
    ["http on a public host", "http://pay.example.com/p"],
    ["javascript:", "javascript:alert(1)"],
    ["javascript: with an https look", "javascript://https://pay.example.com/%0aalert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["relative", "/sandbox/pay/x"],
    ["protocol-relative", "//evil.example/p"],
    ["backslash trick", "https:\\\\evil.example/p"],
    ["slash-backslash trick", "https:/\\evil.example/p"],
    ["missing host", "https:///p"],
    ["credentials", "https://user:pass@pay.example.com/p"],
    ["a lookalike loopback", "http://127.0.0.1.evil.example/p"],
    ["localhost as a subdomain", "http://localhost.evil.example/p"],
    ["empty", ""],
    ["not a string", 42],
    ["undefined", undefined],
  ])("refuses %s", (_, value) => {
    expect(gatewayRedirect(value)).toBeNull();
  });
});
