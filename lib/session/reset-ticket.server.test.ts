jest.mock("server-only", () => ({}));

describe("reset ticket", () => {
  let ticket: typeof import("./reset-ticket.server");
  beforeAll(async () => {
    process.env.SESSION_SECRET = "reset-ticket-test-secret-0123456789-abcdef";
    ticket = await import("./reset-ticket.server");
  });
  const value = (spec: { value: string }) => spec.value;

  it("gives the token back only for the shop and address it was sealed for", async () => {
    const sealed = value(await ticket.resetTicketCookie("http://localhost:3000", "Ann@Example.com", "tok-123"));
    await expect(ticket.readResetTicket(sealed, "http://localhost:3000", "ann@example.com ")).resolves.toBe("tok-123");
    await expect(ticket.readResetTicket(sealed, "http://127.0.0.1:3000", "ann@example.com")).resolves.toBeNull();
    await expect(ticket.readResetTicket(sealed, "http://localhost:3000", "bob@example.com")).resolves.toBeNull();
    await expect(
      ticket.readResetTicket(sealed.slice(0, -4) + "AAAA", "http://localhost:3000", "ann@example.com"),
    ).resolves.toBeNull();
    await expect(ticket.readResetTicket(undefined, "http://localhost:3000", "ann@example.com")).resolves.toBeNull();
  });

  it("is an httpOnly cookie that lives ten minutes, cleared with max-age 0", async () => {
    const spec = await ticket.resetTicketCookie("https://shop.example", "a@b.c", "t");
    expect(spec.options).toMatchObject({ httpOnly: true, secure: true, maxAge: 600 });
    expect(ticket.clearedResetTicket("https://shop.example").options.maxAge).toBe(0);
  });
});
