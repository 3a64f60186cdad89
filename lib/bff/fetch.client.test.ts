import { firstErrors, messageOf } from "./fetch.client";

it("takes the first message of each field", () => {
  expect(firstErrors({ errors: { email: ["Taken.", "Other"], "address.city": "Required." } })).toEqual({
    email: "Taken.",
    "address.city": "Required.",
  });
  expect(firstErrors({ status: false })).toEqual({});
  expect(firstErrors(null)).toEqual({});
});

it("finds the message of a refusal", () => {
  expect(messageOf({ error: "These credentials do not match our records." })).toBe(
    "These credentials do not match our records.",
  );
  expect(messageOf({ status: false, msg: "Nope" })).toBe("Nope");
  expect(messageOf({})).toBeNull();
});
