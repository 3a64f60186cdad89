import type { ShopApiResult } from "@/lib/shop-api/core.server";
import type { CommunicationAnswer } from "@/lib/shop-api/content.server";

jest.mock("server-only", () => ({}));
jest.mock("@/lib/shop-api/content.server", () => ({ sendCommunication: jest.fn() }));

const ORIGIN = "http://localhost:3000";

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const typed = { fullname: "Ann", email: "ann@example.com", subject: "Parcel", message: "Where is it?" };

describe("submitContact", () => {
  let submitContact: typeof import("./contact.server").submitContact;
  let send: jest.Mock<Promise<ShopApiResult<CommunicationAnswer>>>;

  beforeEach(async () => {
    jest.resetModules();
    (await import("@/lib/rate-limit.server")).resetLimits();
    process.env.TRUST_PROXY = "0";
    ({ submitContact } = await import("./contact.server"));
    send = (await import("@/lib/shop-api/content.server")).sendCommunication as unknown as typeof send;
    send.mockReset();
  });

  const answer = (result: ShopApiResult<CommunicationAnswer>) => send.mockResolvedValue(result);

  it("sends the message as the shop's contact type and empties the form", async () => {
    answer({
      ok: true,
      status: 200,
      data: { status: true, done: "Submitted the Form Successfully" },
      headers: new Headers(),
    });
    const state = await submitContact(ORIGIN, "203.0.113.1", form({ ...typed, fullname: "  Ann  " }));
    expect(send).toHaveBeenCalledWith(ORIGIN, 1, { ...typed, fullname: "Ann" });
    expect(state).toEqual({
      outcome: "sent",
      message: "Submitted the Form Successfully",
      errors: {},
      values: { fullname: "", email: "", subject: "", message: "" },
    });
  });

  it("shows the first message per field of a 422 and keeps what was typed", async () => {
    answer({
      ok: false,
      status: 422,
      reason: "http",
      body: {
        errors: {
          email: ["The email must be a valid email address.", "second"],
          fullname: ["The fullname field is required."],
        },
      },
    });
    const values = { ...typed, fullname: " ", email: "a@b" };
    const state = await submitContact(ORIGIN, "203.0.113.2", form(values));
    expect(state.outcome).toBe("invalid");
    expect(state.errors).toEqual({
      email: "The email must be a valid email address.",
      fullname: "The fullname field is required.",
    });
    expect(state.values).toEqual(values);
  });

  it("keeps what was typed and says so when the shop cannot be reached", async () => {
    answer({ ok: false, status: null, reason: "timeout", body: null });
    const state = await submitContact(ORIGIN, "203.0.113.3", form(typed));
    expect(state).toEqual({
      outcome: "failed",
      message: expect.stringMatching(/could not be sent/),
      errors: {},
      values: typed,
    });
  });

  it("refuses an over-long message before calling the shop", async () => {
    const state = await submitContact(ORIGIN, "203.0.113.4", form({ ...typed, message: "x".repeat(5001) }));
    expect(send).not.toHaveBeenCalled();
    expect(state.errors).toEqual({ message: "The message may not be greater than 5000 characters." });
    expect(state.values.message).toHaveLength(5001);
  });

  it("limits each client per shop, with a message that says when to try again", async () => {
    answer({ ok: true, status: 200, data: { status: true }, headers: new Headers() });
    for (let i = 0; i < 5; i++) expect((await submitContact(ORIGIN, "203.0.113.5", form(typed))).outcome).toBe("sent");
    const refused = await submitContact(ORIGIN, "203.0.113.5", form(typed));
    expect(refused).toEqual({
      outcome: "failed",
      message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes\.$/),
      errors: {},
      values: typed,
    });
    expect(send).toHaveBeenCalledTimes(5);
    expect((await submitContact("http://127.0.0.1:3000", "203.0.113.5", form(typed))).outcome).toBe("sent");
  });
});
