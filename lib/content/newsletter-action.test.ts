import { NEWSLETTER_NOTHING } from "@/lib/content/newsletter";

jest.mock("server-only", () => ({}));
const sendCommunication = jest.fn();
jest.mock("@/lib/shop-api/content.server", () => ({
  sendCommunication: (...args: unknown[]) => sendCommunication(...args),
}));
let requestHeaders = new Headers();
jest.mock("next/headers", () => ({ headers: async () => requestHeaders, cookies: async () => new Map() }));
const consume = jest.fn();
jest.mock("@/lib/rate-limit.server", () => ({
  ...jest.requireActual("@/lib/rate-limit.server"),
  consume: (...args: unknown[]) => consume(...args),
}));

let actions: typeof import("./newsletter-action");

beforeAll(async () => {
  process.env.SHOP_API_URL = "http://127.0.0.1:9";
  process.env.SESSION_SECRET = "newsletter-action-test-secret-0123456789-abcdef";
  process.env.TRUST_PROXY = "0";
  process.env.ALLOWED_HOSTS = "localhost:3100,127.0.0.1:3100";
  actions = await import("./newsletter-action");
});

const ok = <T>(data: T) => ({ ok: true, status: 200, data, headers: new Headers() });
const formWith = (email: string) => {
  const form = new FormData();
  form.set("email", email);
  return form;
};

beforeEach(() => {
  requestHeaders = new Headers({ host: "localhost:3100" });
  sendCommunication.mockReset();
  consume.mockReset().mockResolvedValue({ ok: true });
});

describe("the newsletter's action", () => {
  test("signs the address up with the request's shop: the shop's text, and an empty field (one more signup)", async () => {
    sendCommunication.mockResolvedValue(ok({ status: true, done: "Thanks for subscribing" }));
    const state = await actions.subscribeAction(NEWSLETTER_NOTHING, formWith("a@example.com"));
    expect(state).toEqual({ ...NEWSLETTER_NOTHING, done: "Thanks for subscribing", signups: 1 });
    expect(sendCommunication).toHaveBeenCalledWith("http://localhost:3100", 2, {
      email: "a@example.com",
      fullname: "",
      subject: "",
      message: "",
    });
    expect(consume).toHaveBeenCalledWith("newsletter", "http://localhost:3100", expect.any(String), undefined);
  });

  test("a refusal gives the first e-mail error, or the shop's message, with the address kept", async () => {
    sendCommunication.mockResolvedValue({
      ok: false,
      status: 422,
      reason: "http",
      body: { errors: { email: ["The email must be a valid email address."] } },
    });
    expect(await actions.subscribeAction(NEWSLETTER_NOTHING, formWith("x"))).toEqual({
      ...NEWSLETTER_NOTHING,
      error: "The email must be a valid email address.",
      email: "x",
    });
    sendCommunication.mockResolvedValue(ok({ status: false, msg: "Already subscribed" }));
    expect(await actions.subscribeAction(NEWSLETTER_NOTHING, formWith("a@example.com"))).toMatchObject({
      error: "Already subscribed",
      email: "a@example.com",
    });
  });

  test("a shop outage is a sentence, never a throw; over the limit the shop is not asked", async () => {
    sendCommunication.mockResolvedValue({ ok: false, status: 503, reason: "http", body: null });
    expect(await actions.subscribeAction(NEWSLETTER_NOTHING, formWith("a@example.com"))).toMatchObject({
      error: "The shop is not available right now. Please try again.",
    });
    sendCommunication.mockClear();
    consume.mockResolvedValue({ ok: false, retryAfterSeconds: 120 });
    const state = await actions.subscribeAction(NEWSLETTER_NOTHING, formWith("a@example.com"));
    expect(state.error).toMatch(/^Too many attempts/);
    expect(sendCommunication).not.toHaveBeenCalled();
  });
});
