jest.mock("server-only", () => ({}));
jest.mock("next/headers", () => ({ headers: async () => new Headers(), cookies: async () => ({}) }));

import { parseSignIn } from "./sign-in.server";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe("the sign-in page's form, as posted", () => {
  test("reads the fields as typed, remember me from the ticked box, and the return path", () => {
    expect(
      parseSignIn(form({ email: " ann@example.com ", password: "secret", remember: "on", next: "/order-summary" })),
    ).toEqual({
      ok: true,
      input: { email: " ann@example.com ", password: "secret", persistent: true, next: "/order-summary" },
    });
  });

  test("an unticked box is a session cookie; a foreign or missing return path goes home", () => {
    const parsed = parseSignIn(form({ email: "a@b.c", password: "x", next: "https://evil.example/" }));
    expect(parsed).toMatchObject({ ok: true, input: { persistent: false, next: "/" } });
    expect(parseSignIn(form({ email: "a@b.c", password: "x" }))).toMatchObject({ ok: true, input: { next: "/" } });
  });

  test("empty fields go to the shop, which owns the rules and names them", () => {
    expect(parseSignIn(form({ email: "", password: "" }))).toMatchObject({ ok: true });
  });

  test("a value too long is refused under its field, keeping the e-mail and the box", () => {
    const parsed = parseSignIn(form({ email: "ann@example.com", password: "p".repeat(256), remember: "on" }));
    expect(parsed).toEqual({
      ok: false,
      state: {
        message: null,
        errors: { email: undefined, password: "The password may not be greater than 255 characters." },
        email: "ann@example.com",
        remember: true,
      },
    });
  });

  test("a form without its fields (a hand-made post) goes to the shop as empty fields; a file is refused", () => {
    expect(parseSignIn(new FormData())).toEqual({
      ok: true,
      input: { email: "", password: "", persistent: false, next: "/" },
    });
    const upload = new FormData();
    upload.append("email", new Blob(["x"]), "x.txt");
    upload.append("password", "x");
    expect(parseSignIn(upload)).toMatchObject({
      ok: false,
      state: { errors: { email: "Please type your e-mail." }, email: "" },
    });
  });
});
