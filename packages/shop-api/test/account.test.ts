import { signToken } from "../src/http/token";
import { DEMO, q, SHOP_A, SHOP_B, createTestApp, type TestApp } from "./support/app";

let s: TestApp;
beforeAll(async () => {
  s = await createTestApp();
});
afterAll(async () => {
  await s.stop();
});

const auth = (path: string, origin: string) => `/api/auth/${path}?type=public&url=${encodeURIComponent(origin)}`;
const post = (path: string, origin: string, body: unknown, token?: string) =>
  s.api("POST", auth(path, origin), { body, token });

let counter = 0;
/** A fresh, valid sign-up body. */
function newUser() {
  counter += 1;
  const pw = "s3cret-pass";
  return {
    username: `shopper${counter}`,
    email: `shopper${counter}@example.com`,
    country_id: 2,
    mobile_number: "7700900001",
    password: pw,
    confirm_password: pw,
  };
}

async function signUpAndVerify(origin: string) {
  const user = newUser();
  expect((await post("e-commerce/signup", origin, user)).json.status).toBe(true);
  const code = await s.lastCode(origin, user.email);
  const verified = await post("e-commerce/verification", origin, { code, email: user.email });
  expect(verified.json.status).toBe(true);
  return { user, token: verified.json.token as string };
}

describe("login", () => {
  it("logs in by e-mail or user name: token in the Authorization header and the body, with the user", async () => {
    for (const email of [DEMO.email, DEMO.username, "DEMO@Example.com"]) {
      const res = await post("login", SHOP_A, { email, password: DEMO.password });
      expect(res.status).toBe(200);
      expect(res.headers.get("authorization")).toBe(`Bearer ${res.json.token}`);
      expect(res.json).toMatchObject({ status: true, user: { email: DEMO.email, username: "demo", type: "customer" } });
      expect(res.json.user.customer_address.shipping_country).toEqual({
        country_id: 1,
        country_name: "United Arab Emirates",
      });
      expect(res.json.user).not.toHaveProperty("password_hash");
    }
  });

  it("signs tokens for 14 days, naming the customer and the shop", async () => {
    const token = await s.login(SHOP_A);
    const claims = JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString());
    expect(claims.exp - claims.iat).toBe(14 * 24 * 3600);
    expect(claims.shop).toBe(1);
  });

  it("answers 422 per missing field and 400 for wrong credentials", async () => {
    const empty = await post("login", SHOP_A, {});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.json.errors).sort()).toEqual(["email", "password"]);
    for (const body of [
      { email: DEMO.email, password: "wrong-pass" },
      { email: "nobody@example.com", password: DEMO.password },
    ]) {
      const res = await post("login", SHOP_A, body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: "These credentials do not match our records." });
    }
  });

  it("keeps passwords out of the database and the log in clear", async () => {
    const hashes = s.deps.db.prepare("SELECT password_hash FROM customers").pluck().all() as string[];
    for (const h of hashes) {
      expect(h).toMatch(/^scrypt\$/);
      expect(h).not.toContain(DEMO.password);
    }
    expect(s.logs.join("\n")).not.toContain(DEMO.password);
  });
});

describe("sign-up and verification", () => {
  it("sign-up → code from the outbox → verification logs in → login works", async () => {
    const user = newUser();
    const res = await post("e-commerce/signup", SHOP_A, user);
    expect(res.json).toMatchObject({ status: true, email: user.email });
    const code = await s.lastCode(SHOP_A, user.email);
    expect(code).toMatch(/^\d{6}$/);

    // Not verified yet: login asks for verification and mails a fresh code (the old one is retired).
    const early = await post("login", SHOP_A, { email: user.email, password: user.password });
    expect(early.status).toBe(200);
    expect(early.json).toMatchObject({ status: false, verify: true });
    expect(early.json.token).toBeUndefined();
    const fresh = await s.lastCode(SHOP_A, user.email);
    const stale = await post("e-commerce/verification", SHOP_A, { code, email: user.email });
    if (fresh !== code) expect(stale.json.status).toBe(false);

    const ok = await post("e-commerce/verification", SHOP_A, { code: fresh, email: user.email });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({
      status: true,
      msg: "Verification is complete successfully",
      user: { email: user.email },
    });
    expect(ok.headers.get("authorization")).toBe(`Bearer ${ok.json.token}`);
    expect((await s.api("GET", auth("user/public", SHOP_A), { token: ok.json.token })).json.user.username).toBe(
      user.username,
    );
    expect((await post("login", SHOP_A, { email: user.username, password: user.password })).json.status).toBe(true);
  });

  it("a shop's customer does not exist in the other shop", async () => {
    const { user } = await signUpAndVerify(SHOP_A);
    const other = await post("login", SHOP_B, { email: user.email, password: user.password });
    expect(other.status).toBe(400);
    expect(await s.lastCode(SHOP_B, user.email)).toBeNull();
    // The same e-mail can sign up separately in the other shop.
    expect((await post("e-commerce/signup", SHOP_B, { ...user })).json.status).toBe(true);
  });

  it("answers 422 keyed by field: taken e-mail/user name, short password, mismatch, bad country", async () => {
    const res = await post("e-commerce/signup", SHOP_A, {
      username: "demo",
      email: DEMO.email,
      country_id: 9999,
      mobile_number: "12",
      password: "short",
      confirm_password: "other",
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors).sort()).toEqual([
      "confirm_password",
      "email",
      "mobile_number",
      "password",
      "username",
    ]);
    expect(res.json.errors.email[0]).toMatch(/already been taken/);
    expect(res.json.errors.password[0]).toMatch(/at least 8/);

    const mismatch = await post("e-commerce/signup", SHOP_A, { ...newUser(), confirm_password: "different-pass" });
    expect(mismatch.json.errors).toEqual({ confirm_password: ["The confirm password and password must match."] });
    const country = await post("e-commerce/signup", SHOP_A, { ...newUser(), country_id: 9999 });
    expect(country.json.errors).toEqual({ country_id: ["The selected country id is invalid."] });
    const empty = await post("e-commerce/signup", SHOP_A, {});
    expect(Object.keys(empty.json.errors).sort()).toEqual([
      "confirm_password",
      "country_id",
      "email",
      "mobile_number",
      "password",
      "username",
    ]);
  });

  it("refuses a wrong, malformed, expired or over-guessed code", async () => {
    const user = newUser();
    await post("e-commerce/signup", SHOP_A, user);
    const code = (await s.lastCode(SHOP_A, user.email))!;
    const wrong = code === "000000" ? "111111" : "000000";

    expect(
      (await post("e-commerce/verification", SHOP_A, { code: "12ab", email: user.email })).json.errors.code,
    ).toBeDefined();
    expect((await post("e-commerce/verification", SHOP_A, { code: wrong, email: user.email })).json.status).toBe(false);

    s.deps.db
      .prepare(
        "UPDATE customer_codes SET expires_at = '2000-01-01T00:00:00.000Z' WHERE customer_id = (SELECT id FROM customers WHERE email = ?)",
      )
      .run(user.email);
    expect((await post("e-commerce/verification", SHOP_A, { code, email: user.email })).json.status).toBe(false);

    const resent = await post("e-commerce/resend-code", SHOP_A, { email: user.email, code });
    expect(resent.json).toMatchObject({ status: true, done: expect.any(String), msg: expect.any(String) });
    const next = (await s.lastCode(SHOP_A, user.email))!;
    const wrong2 = next === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) await post("e-commerce/verification", SHOP_A, { code: wrong2, email: user.email });
    expect((await post("e-commerce/verification", SHOP_A, { code: next, email: user.email })).json.status).toBe(false);
  });

  it("resend-code refuses a verified or unknown account", async () => {
    expect((await post("e-commerce/resend-code", SHOP_A, { email: DEMO.email })).json.status).toBe(false);
    expect((await post("e-commerce/resend-code", SHOP_A, { email: "ghost@example.com" })).json.status).toBe(false);
  });
});

describe("password reset", () => {
  it("forget → OTP from the outbox → otp-verification → reset-password → login with the new password", async () => {
    const { user } = await signUpAndVerify(SHOP_A);
    expect((await post("e-commerce/forget-password", SHOP_A, { email: user.email })).json.status).toBe(true);
    const otp = (await s.lastCode(SHOP_A, user.email))!;
    const newPw = "brand-new-pass";

    // Without a verified OTP the reset is refused.
    expect(
      (await post("e-commerce/reset-password", SHOP_A, { email: user.email, password: newPw, confirm_password: newPw }))
        .json.status,
    ).toBe(false);
    const wrong = otp === "000000" ? "111111" : "000000";
    expect((await post("e-commerce/otp-verification", SHOP_A, { code: wrong, email: user.email })).json.status).toBe(
      false,
    );
    const verified = await post("e-commerce/otp-verification", SHOP_A, { code: otp, email: user.email });
    expect(verified.json.status).toBe(true);
    const reset_token = verified.json.reset_token as string;
    expect(reset_token).toMatch(/^[\w-]{40,}$/);

    // A verified OTP is not enough: only the reset token it handed out changes the password.
    const byEmail = await post("e-commerce/reset-password", SHOP_A, {
      email: user.email,
      password: newPw,
      confirm_password: newPw,
    });
    expect(byEmail.json).toEqual({
      status: false,
      msg: "Please verify the code we e-mailed you before choosing a new password.",
    });
    const guessed = await post("e-commerce/reset-password", SHOP_A, {
      email: user.email,
      password: newPw,
      confirm_password: newPw,
      reset_token: "x".repeat(43),
    });
    expect(guessed.json.status).toBe(false);

    const mismatch = await post("e-commerce/reset-password", SHOP_A, {
      email: user.email,
      password: newPw,
      confirm_password: "nope-nope",
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.json.errors.confirm_password).toBeDefined();
    const short = await post("e-commerce/reset-password", SHOP_A, {
      email: user.email,
      password: "x",
      confirm_password: "x",
    });
    expect(short.json.errors.password).toBeDefined();

    const done = await post("e-commerce/reset-password", SHOP_A, {
      email: user.email,
      password: newPw,
      confirm_password: newPw,
      reset_token,
    });
    expect(done.json.status).toBe(true);
    expect((await post("login", SHOP_A, { email: user.email, password: user.password })).status).toBe(400);
    expect((await post("login", SHOP_A, { email: user.email, password: newPw })).json.status).toBe(true);
    // The OTP and its token are spent.
    expect(
      (
        await post("e-commerce/reset-password", SHOP_A, {
          email: user.email,
          password: newPw,
          confirm_password: newPw,
          reset_token,
        })
      ).json.status,
    ).toBe(false);
  });

  it("resend-reset-otp mails a new code; unknown e-mails get the same answer as known ones; bad e-mails 422", async () => {
    const { user } = await signUpAndVerify(SHOP_A);
    await post("e-commerce/forget-password", SHOP_A, { email: user.email });
    const first = await s.lastCode(SHOP_A, user.email);
    expect((await post("e-commerce/resend-reset-otp", SHOP_A, { email: user.email, code: first })).json.status).toBe(
      true,
    );
    const mails = (await s.api("GET", `/sandbox/mail?${q(SHOP_A)}&format=json&to=${encodeURIComponent(user.email)}`))
      .json.data;
    expect(mails.length).toBeGreaterThanOrEqual(3);
    expect((await post("e-commerce/forget-password", SHOP_A, { email: "ghost@example.com" })).json).toEqual(
      (await post("e-commerce/forget-password", SHOP_A, { email: user.email })).json,
    );
    expect((await post("e-commerce/forget-password", SHOP_A, { email: "not-an-email" })).status).toBe(422);
  });
});

describe("authenticated calls", () => {
  it("user/public and token-refresh need a valid token of this shop", async () => {
    const token = await s.login(SHOP_A);
    expect((await s.api("GET", auth("user/public", SHOP_A), { token })).json.user.email).toBe(DEMO.email);
    const refreshed = await s.api("GET", auth("token-refresh/public", SHOP_A), { token });
    expect(refreshed.json.status).toBe(true);
    expect(refreshed.headers.get("authorization")).toBe(`Bearer ${refreshed.json.token}`);
    expect((await s.api("GET", auth("user/public", SHOP_A), { token: refreshed.json.token })).status).toBe(200);
    // The spec's x-access-token header works too.
    expect((await s.api("GET", auth("user/public", SHOP_A), { headers: { "x-access-token": token } })).status).toBe(
      200,
    );
  });

  it("answers 401 without, with an expired, a forged or a foreign token", async () => {
    const unauth = { status: false, msg: "Unauthenticated." };
    const good = await s.login(SHOP_A);
    const expired = signToken(
      s.deps.tokenSecret,
      { customerId: 1, shopId: 1, tokenVersion: 0 },
      new Date(Date.now() - 15 * 86_400_000),
    );
    const forged = signToken(
      Buffer.from("some other secret"),
      { customerId: 1, shopId: 1, tokenVersion: 0 },
      new Date(),
    );
    const [h, p] = good.split(".");
    const noneAlg = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${p}.`;
    const tampered = `${h}.${Buffer.from(JSON.stringify({ sub: 2, shop: 2, iat: 1, exp: 9999999999 })).toString("base64url")}.${good.split(".")[2]}`;
    for (const token of [undefined, "garbage", expired, forged, noneAlg, tampered]) {
      for (const path of ["user/public", "token-refresh/public", "cart/index", "e-commerce/get/user/orders"]) {
        const res = await s.api("GET", auth(path, SHOP_A), { token });
        expect([path, res.status, res.json]).toEqual([path, 401, unauth]);
      }
    }
    // A token of shop A used with shop B's origin.
    expect((await s.api("GET", auth("user/public", SHOP_B), { token: good })).status).toBe(401);
    expect((await s.api("GET", `/api/auth/cart/index?${q(SHOP_B)}`, { token: good })).status).toBe(401);
  });

  it("shop B's demo customer is a separate record with its own token", async () => {
    const a = await s.login(SHOP_A);
    const b = await s.login(SHOP_B);
    const ua = (await s.api("GET", auth("user/public", SHOP_A), { token: a })).json.user;
    const ub = (await s.api("GET", auth("user/public", SHOP_B), { token: b })).json.user;
    expect(ua.id).not.toBe(ub.id);
    expect(ua.email).toBe(ub.email);
  });
});

describe("mail outbox page", () => {
  it("lists the shop's mail as an HTML page with escaped content", async () => {
    const res = await s.api("GET", `/sandbox/mail?${q(SHOP_A)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.text).toContain("Mail outbox: Aurora Outfitters");
    expect(res.text).toMatch(/class="code">\d{6}</);
    expect((await s.api("GET", `/sandbox/mail?${q(SHOP_A)}&format=xml`)).status).toBe(422);
  });
});
