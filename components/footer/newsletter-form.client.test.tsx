/** @jest-environment jsdom */
import { act, cleanup, render, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { NewsletterForm } from "./newsletter-form.client";

// The Server Action runs on the server; here it answers as the shop's success does.
const subscribe = jest.fn(async (_previous: unknown, form: FormData) => ({
  done: `Subscribed ${String(form.get("email"))}`,
  error: null,
  email: "",
  signups: 1,
}));
jest.mock("@/lib/content/newsletter-action", () => ({
  subscribeAction: (previous: unknown, form: FormData) => subscribe(previous, form),
}));

const hasFiber = (el: Element) => Object.keys(el).some((key) => key.startsWith("__reactFiber$"));

describe("NewsletterForm", () => {
  test("hydrated from the server's markup, the form has no fibers until reached for; then it subscribes the typed address", async () => {
    // The server's markup: what the form draws when mounted in the browser, the same elements.
    const served = render(<NewsletterForm />).container.innerHTML;
    cleanup();
    document.body.innerHTML = `<div id="app">${served}</div>`;
    const app = document.getElementById("app")!;
    app.querySelector("input")!.value = "ada@example.com"; // typed while the scripts loaded
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => void (root = hydrateRoot(app, <NewsletterForm />)));
    expect(app.querySelector("form")).not.toBeNull();
    expect([...app.querySelectorAll("form, form *")].filter(hasFiber)).toEqual([]);

    await act(async () => app.querySelector("input")!.focus());
    const input = app.querySelector("input")!;
    expect(hasFiber(input)).toBe(true);
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe("ada@example.com");

    await act(async () => app.querySelector<HTMLButtonElement>("button[type=submit]")!.click());
    await waitFor(() => expect(app.textContent).toContain("Subscribed ada@example.com"));
    expect(subscribe).toHaveBeenCalledTimes(1);
    await act(async () => root!.unmount());
  });
});
