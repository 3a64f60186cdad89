import { DEMO_SERVER_KEY } from "../src/server";
import { createTestApp, DEMO, SHOP_A, SHOP_B, type J, type TestApp } from "./support/app";

/**
 * The API's own limits on wrong passwords and wrong codes (CONTRACT.md "Attempt limits"), whatever
 * the storefront in front of it limits, and the forgot-password answer that names no account.
 */

let s: TestApp;
let clock = Date.parse("2026-11-25T12:00:00Z");
beforeEach(async () => {
  clock = Date.parse("2026-11-25T12:00:00Z");
  s = await createTestApp({ now: () => new Date(clock) });
});
afterEach(() => s.stop());

const auth = (path: string, origin = SHOP_A) => `/api/auth/${path}?type=public&url=${encodeURIComponent(origin)}`;
const post = (path: string, body: unknown, options: { origin?: string; headers?: Record<string, string> } = {}) =>
  s.api("POST", auth(path, options.origin), { body, headers: options.headers });
const later = (minutes: number) => {
  clock += minutes * 60_000;
};

let counter = 0;
async function signUp(origin = SHOP_A) {
  counter += 1;
  const pw = "s3cret-pass";
  const user = {
    username: `limit${counter}`,
    email: `limit${counter}@example.com`,
    country_id: 2,
    mobile_number: "7700900001",
    password: pw,
    confirm_password: pw,
  };
  expect((await post("e-commerce/signup", user, { origin })).json.status).toBe(true);
  return user;
}

describe("logins", () => {
  it("refuses an account's 21st wrong password in 15 minutes from one address with 429, even with the right password, until the window passes", async () => {
    // Its user name and its e-mail are one account.
    for (let i = 0; i < 20; i++)
      expect((await post("login", { email: i % 2 ? DEMO.email : DEMO.username, password: `wrong-${i}` })).status).toBe(
        400,
      );
    const refused = await post("login", { email: DEMO.email, password: DEMO.password });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      status: false,
      msg: expect.stringMatching(/^Too many failed login attempts\. Please try again in 15 minutes\.$/),
    });
    expect(Number(refused.headers.get("retry-after"))).toBe(15 * 60);
    // Another shop's account of the same e-mail is another account.
    expect((await post("login", DEMO, { origin: SHOP_B })).status).toBe(200);
    later(15);
    expect((await post("login", DEMO)).status).toBe(200);
  });

  it("refuses an address after 200 wrong passwords over many accounts, except the storefront's server, which sends its key", async () => {
    for (let i = 0; i < 200; i++)
      expect((await post("login", { email: `nobody${i}@example.com`, password: "wrong-password" })).status).toBe(400);
    expect((await post("login", DEMO)).status).toBe(429);
    expect((await post("login", DEMO, { headers: { "X-Shop-Server-Key": DEMO_SERVER_KEY } })).status).toBe(200);
    expect((await post("login", DEMO, { headers: { "X-Shop-Server-Key": "not-the-key-0123456789" } })).status).toBe(
      429,
    );
  });

  it("counts only wrong passwords: signing in again and again from one address is never refused", async () => {
    for (let i = 0; i < 60; i++) expect((await post("login", DEMO)).status).toBe(200);
    // A success clears the account's wrong ones.
    for (let i = 0; i < 19; i++) await post("login", { email: DEMO.email, password: "wrong-password" });
    expect((await post("login", DEMO)).status).toBe(200);
    for (let i = 0; i < 19; i++) await post("login", { email: DEMO.email, password: "wrong-password" });
    expect((await post("login", DEMO)).status).toBe(200);
  });
});

describe("codes", () => {
  it("spends one budget of 15 wrong codes per shop in 15 minutes, however the guesses are spread over accounts", async () => {
    const users = [];
    for (let i = 0; i < 4; i++) users.push(await signUp());
    // Four guesses each: no account reaches its own lock of five.
    for (const user of users) {
      const code = (await s.lastCode(SHOP_A, user.email))!;
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < 4; i++) {
        const answer = await post("e-commerce/verification", { code: wrong, email: user.email });
        if (answer.status === 429) break;
        expect(answer.json.status).toBe(false);
      }
    }
    // Even the right code of a fresh account is refused now, in this shop only.
    const fresh = await signUp();
    const right = (await s.lastCode(SHOP_A, fresh.email))!;
    const refused = await post("e-commerce/verification", { code: right, email: fresh.email });
    expect(refused.status).toBe(429);
    expect(refused.json.msg).toMatch(
      /^Too many wrong codes have been entered at this shop\. Please try again in \d+ minutes?\.$/,
    );
    expect((await post("e-commerce/otp-verification", { code: right, email: fresh.email })).status).toBe(429);
    const elsewhere = await signUp(SHOP_B);
    expect(
      (
        await post(
          "e-commerce/verification",
          { code: (await s.lastCode(SHOP_B, elsewhere.email))!, email: elsewhere.email },
          { origin: SHOP_B },
        )
      ).json.status,
    ).toBe(true);
    later(15);
    expect((await post("e-commerce/resend-code", { email: fresh.email })).json.status).toBe(true);
    expect(
      (await post("e-commerce/verification", { code: (await s.lastCode(SHOP_A, fresh.email))!, email: fresh.email }))
        .json.status,
    ).toBe(true);
  });

  it("limits wrong codes per address too, unknown e-mails included", async () => {
    for (let i = 0; i < 100; i++)
      expect(
        (await post("e-commerce/otp-verification", { code: "123456", email: `ghost${i}@example.com` })).status,
      ).toBe(200);
    const user = await signUp();
    const code = (await s.lastCode(SHOP_A, user.email))!;
    expect((await post("e-commerce/verification", { code, email: user.email })).status).toBe(429);
    expect(
      (
        await post(
          "e-commerce/verification",
          { code, email: user.email },
          { headers: { "X-Shop-Server-Key": DEMO_SERVER_KEY } },
        )
      ).json.status,
    ).toBe(true);
  });
});

describe("forgot password", () => {
  it("answers the same for an address with an account, one without, and one that asked for too many codes", async () => {
    const user = await signUp();
    const known = await post("e-commerce/forget-password", { email: user.email });
    const unknown = await post("e-commerce/forget-password", { email: `nobody-${user.email}` });
    expect(known.json).toEqual({
      status: true,
      msg: "If an account uses this e-mail address, we have e-mailed it a 6-digit code to reset the password.",
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.json).toEqual(known.json);
    let last: J;
    for (let i = 0; i < 6; i++) last = (await post("e-commerce/resend-reset-otp", { email: user.email })).json;
    expect(last).toEqual(known.json);
    expect((await post("e-commerce/resend-reset-otp", { email: `nobody-${user.email}` })).json).toEqual(known.json);
  });
});
