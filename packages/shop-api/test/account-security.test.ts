import { hashPassword } from "../src/account/passwords";
import { DEMO, SHOP_A, createTestApp, type TestApp } from "./support/app";

/** Account takeover and guessing: codes, reset tokens, token revocation, demo-only surfaces (CONTRACT.md "Account"). */

let s: TestApp;
beforeAll(async () => {
  s = await createTestApp();
});
afterAll(async () => {
  await s.stop();
});

const auth = (path: string) => `/api/auth/${path}?type=public&url=${encodeURIComponent(SHOP_A)}`;
const post = (path: string, body: unknown, token?: string) => s.api("POST", auth(path), { body, token });

let counter = 0;
async function signUp() {
  counter += 1;
  const pw = "s3cret-pass";
  const user = {
    username: `guard${counter}`,
    email: `guard${counter}@example.com`,
    country_id: 2,
    mobile_number: "7700900001",
    password: pw,
    confirm_password: pw,
  };
  expect((await post("e-commerce/signup", user)).json.status).toBe(true);
  return user;
}
const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");

it("keeps only a keyed hash of a code, and never writes a code to the log", async () => {
  const user = await signUp();
  const code = (await s.lastCode(SHOP_A, user.email))!;
  const stored = s.deps.db
    .prepare("SELECT code FROM customer_codes WHERE customer_id = (SELECT id FROM customers WHERE email = ?)")
    .pluck()
    .all(user.email) as string[];
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatch(/^[0-9a-f]{64}$/);
  expect(stored[0]).not.toContain(code);
  expect(s.logs.some((line) => line.includes(user.email) && line.includes("MAIL"))).toBe(true);
  expect(s.logs.some((line) => line.includes(code))).toBe(false);
});

it("counts wrong guesses per account across re-issued codes, then locks code entry for a while", async () => {
  const user = await signUp();
  for (let round = 0; round < 2; round++) {
    const code = (await s.lastCode(SHOP_A, user.email))!;
    await post("e-commerce/verification", { code: wrongFor(code), email: user.email });
    await post("e-commerce/verification", { code: wrongFor(code), email: user.email });
    expect((await post("e-commerce/resend-code", { email: user.email })).json.status).toBe(true);
  }
  // Four wrong guesses spread over three codes; the fifth locks the account.
  const code = (await s.lastCode(SHOP_A, user.email))!;
  const fifth = await post("e-commerce/verification", { code: wrongFor(code), email: user.email });
  expect(fifth.json).toEqual({
    status: false,
    msg: "Too many wrong codes. Please wait 15 minutes, then ask for a new code.",
  });
  // Even the right code of a new mail is refused during the cooldown.
  expect((await post("e-commerce/resend-code", { email: user.email })).json.status).toBe(true);
  const fresh = (await s.lastCode(SHOP_A, user.email))!;
  expect((await post("e-commerce/verification", { code: fresh, email: user.email })).json.msg).toMatch(
    /^Too many wrong codes/,
  );
});

it("issues at most five codes of a kind per account in ten minutes", async () => {
  const user = await signUp(); // the first code
  for (let i = 0; i < 4; i++)
    expect((await post("e-commerce/resend-code", { email: user.email })).json.status).toBe(true);
  expect((await post("e-commerce/resend-code", { email: user.email })).json).toEqual({
    status: false,
    msg: "Too many codes were requested for this account. Please wait a few minutes and try again.",
  });
});

it("logout revokes every token of the customer; a new login works", async () => {
  const first = await s.login(SHOP_A);
  const second = await s.login(SHOP_A);
  expect((await s.api("POST", auth("logout"), { token: first })).json).toEqual({ status: true, msg: "Logged out" });
  expect((await s.api("GET", auth("user/public"), { token: first })).status).toBe(401);
  expect((await s.api("GET", auth("user/public"), { token: second })).status).toBe(401);
  const again = await s.login(SHOP_A);
  expect((await s.api("GET", auth("user/public"), { token: again })).json.user.email).toBe(DEMO.email);
});

it("a password reset signs out every device of the account", async () => {
  const user = await signUp();
  const code = (await s.lastCode(SHOP_A, user.email))!;
  const token = (await post("e-commerce/verification", { code, email: user.email })).json.token as string;
  await post("e-commerce/forget-password", { email: user.email });
  const otp = (await s.lastCode(SHOP_A, user.email))!;
  const { reset_token } = (await post("e-commerce/otp-verification", { code: otp, email: user.email })).json;
  const pw = "another-pass-1";
  expect(
    (await post("e-commerce/reset-password", { email: user.email, password: pw, confirm_password: pw, reset_token }))
      .json.status,
  ).toBe(true);
  expect((await s.api("GET", auth("user/public"), { token })).status).toBe(401);
});

it("new passwords are hashed at OWASP's scrypt cost by default", async () => {
  expect(await hashPassword("whatever-pass")).toMatch(/^scrypt\$131072\$8\$1\$/);
});

it("outside demo mode the mail outbox does not exist", async () => {
  expect((await s.api("GET", `/sandbox/mail?site_url=${encodeURIComponent(SHOP_A)}`)).status).toBe(200);
  const plain = await createTestApp({ demo: false });
  try {
    expect((await plain.api("GET", `/sandbox/mail?site_url=${encodeURIComponent(SHOP_A)}`)).status).toBe(404);
  } finally {
    await plain.stop();
  }
});
