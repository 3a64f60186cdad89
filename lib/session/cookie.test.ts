import {
  SESSION_COOKIE,
  SIGNED_IN_COOKIE,
  clearedSessionCookies,
  needsRefresh,
  newSession,
  readSession,
  sealSession,
  sessionCookies,
} from "./cookie";

const SECRET = "a-test-secret-that-is-long-enough-123456";
const SHOP_A = "http://localhost:3100";
const SHOP_B = "http://127.0.0.1:3100";

describe("session sealing and binding", () => {
  it("reads back a session sealed for the same shop", async () => {
    const sealed = await sealSession(newSession("tok-1", SHOP_A, 1000), SECRET);
    expect(sealed).not.toContain("tok-1");
    await expect(readSession(sealed, SHOP_A, SECRET, 2000)).resolves.toEqual({
      token: "tok-1",
      origin: SHOP_A,
      issuedAt: 1000,
      refreshedAt: 1000,
      persistent: true,
    });
  });

  it("ignores a cookie sealed for another shop", async () => {
    const sealed = await sealSession(newSession("tok-a", SHOP_A), SECRET);
    await expect(readSession(sealed, SHOP_B, SECRET)).resolves.toBeNull();
  });

  it("ignores a cookie sealed with another secret, tampered with, or missing", async () => {
    const sealed = await sealSession(newSession("tok", SHOP_A), SECRET);
    await expect(readSession(sealed, SHOP_A, "another-secret-that-is-long-enough-0000")).resolves.toBeNull();
    await expect(readSession(sealed.slice(0, -4) + "AAAA", SHOP_A, SECRET)).resolves.toBeNull();
    await expect(readSession("garbage", SHOP_A, SECRET)).resolves.toBeNull();
    await expect(readSession(undefined, SHOP_A, SECRET)).resolves.toBeNull();
  });

  it("ignores a sealed value that is not a session", async () => {
    const { sealData } = await import("iron-session");
    const sealed = await sealData({ origin: SHOP_A }, { password: SECRET });
    await expect(readSession(sealed, SHOP_A, SECRET)).resolves.toBeNull();
  });

  it("ends 14 days after sign-in, however recently the token was refreshed", async () => {
    const signedIn = Date.now() - 14 * 24 * 3600 * 1000 - 1000;
    const refreshed = { ...newSession("tok", SHOP_A, signedIn), refreshedAt: Date.now() };
    await expect(readSession(await sealSession(refreshed, SECRET), SHOP_A, SECRET)).resolves.toBeNull();
    const younger = { ...refreshed, issuedAt: Date.now() - 13 * 24 * 3600 * 1000 };
    await expect(readSession(await sealSession(younger, SECRET), SHOP_A, SECRET)).resolves.not.toBeNull();
  });

  it("asks for a refresh only after 30 minutes", () => {
    const session = newSession("tok", SHOP_A, 0);
    expect(needsRefresh(session, 30 * 60 * 1000)).toBe(false);
    expect(needsRefresh(session, 30 * 60 * 1000 + 1)).toBe(true);
  });
});

describe("a session cookie sealed by iron-session 8", () => {
  // Sealed by iron-session 8.0.4 with sealSession() before the upgrade to 9, password SECRET.
  const SEALED_AT = 1795627021661;
  const V8_COOKIE =
    "Fe26.2*1*ee0033c2e345d464dfff8f1a6e83f9b1d74eb18eb658772e79e3ef83f45bc42a*5ou43FeW6iPI46iNiXWPeg*Gns_SwSdxdXuOzoiGHjjg-iUD1jJU-oh0u7g7qMlVK9MgAVu5GHIkzJ-OUgTm6fkyu6uoy4i9oM0vnBrwY4WsF3008SC4vIvNGE9CX0SWMXd8kf7scUqN-eFZq1Pmu-Ky8o1c-3zloUC0O_MCQXoLONp-1-R6C_QLr7j88pIjQs*1796836621661*944d9bd934e8355a2fa50d2d77a564e90ec44748e1921edc5649ffb1c146698c*fs6T921KndIb9C5lQMqk7dcPlB0EJe_bIBW7oTZ7JlA~2";
  const DAY = 24 * 3600 * 1000;

  afterEach(() => jest.useRealTimers());

  it("is still read by the current iron-session, within its 14 days", async () => {
    jest.useFakeTimers({ now: SEALED_AT + DAY });
    await expect(readSession(V8_COOKIE, SHOP_A, SECRET)).resolves.toEqual({
      token: "v8-token",
      origin: SHOP_A,
      issuedAt: SEALED_AT,
      refreshedAt: SEALED_AT,
      persistent: true,
    });
  });

  it("is no session once its seal has expired, or under another password", async () => {
    jest.useFakeTimers({ now: SEALED_AT + 15 * DAY });
    await expect(readSession(V8_COOKIE, SHOP_A, SECRET)).resolves.toBeNull();
    jest.setSystemTime(SEALED_AT + DAY);
    await expect(readSession(V8_COOKIE, SHOP_A, "another-secret-that-is-long-enough-0000")).resolves.toBeNull();
  });
});

describe("session cookies", () => {
  it("seals the token in an httpOnly Lax cookie and flags sign-in without the token", async () => {
    const [session, flag] = await sessionCookies(newSession("secret-token", SHOP_A), SECRET);
    expect(session).toMatchObject({
      name: SESSION_COOKIE,
      options: { httpOnly: true, sameSite: "lax", secure: false, path: "/" },
    });
    expect(session?.options.maxAge).toBeGreaterThan(13 * 24 * 3600);
    expect(session?.options.maxAge).toBeLessThanOrEqual(14 * 24 * 3600);
    expect(flag).toMatchObject({ name: SIGNED_IN_COOKIE, value: "1", options: { httpOnly: false } });
    expect(JSON.stringify(flag)).not.toContain("secret-token");
  });

  it("makes browser-session cookies when remember-me is off", async () => {
    const specs = await sessionCookies(newSession("t", SHOP_A, Date.now(), false), SECRET);
    expect(specs.map((s) => s.options.maxAge)).toEqual([undefined, undefined]);
  });

  it("marks cookies Secure on https shops, and names the session cookie with the __Host- prefix there", async () => {
    const specs = await sessionCookies(newSession("t", "https://shop.example"), SECRET);
    expect(specs.every((s) => s.options.secure)).toBe(true);
    expect(specs[0]?.name).toBe(`__Host-${SESSION_COOKIE}`);
    expect(clearedSessionCookies("https://shop.example")[0]?.name).toBe(`__Host-${SESSION_COOKIE}`);
  });

  it("clears both cookies", () => {
    const specs = clearedSessionCookies(SHOP_A);
    expect(specs.map((s) => [s.name, s.value, s.options.maxAge])).toEqual([
      [SESSION_COOKIE, "", 0],
      [SIGNED_IN_COOKIE, "", 0],
    ]);
  });
});
