import { INITIAL_CONTACT_STATE } from "@/lib/content/contact";

jest.mock("server-only", () => ({}));
const submitContact = jest.fn();
jest.mock("@/lib/content/contact.server", () => ({ submitContact: (...args: unknown[]) => submitContact(...args) }));
let requestHeaders = new Headers();
jest.mock("next/headers", () => ({ headers: async () => requestHeaders }));

let actions: typeof import("./actions");

beforeAll(async () => {
  process.env.SHOP_API_URL = "http://127.0.0.1:9";
  process.env.SESSION_SECRET = "contact-action-test-secret-0123456789-abcdef";
  process.env.TRUST_PROXY = "0";
  process.env.ALLOWED_HOSTS = "localhost:3100,127.0.0.1:3100";
  actions = await import("./actions");
});

beforeEach(() => submitContact.mockReset().mockResolvedValue({ ...INITIAL_CONTACT_STATE, outcome: "sent" }));

describe("the contact form's action", () => {
  test("sends to the shop of the request's host, whatever the client adds to the call", async () => {
    requestHeaders = new Headers({ host: "localhost:3100", "x-forwarded-for": "203.0.113.5" });
    const form = new FormData();
    // A client replaying the action with the arguments the page used to bind: they are not the shop.
    await (actions.sendContactMessage as unknown as (...args: unknown[]) => Promise<unknown>)(
      INITIAL_CONTACT_STATE,
      form,
      "http,127.0.0.1:3100",
    );
    expect(submitContact).toHaveBeenCalledWith("http://localhost:3100", "203.0.113.5", form);
  });

  test("a host this storefront does not serve gets no shop", async () => {
    requestHeaders = new Headers({ host: "evil.example" });
    const state = await actions.sendContactMessage(INITIAL_CONTACT_STATE, new FormData());
    expect(state).toMatchObject({ outcome: "failed", message: "This shop is not available." });
    expect(submitContact).not.toHaveBeenCalled();
  });
});
