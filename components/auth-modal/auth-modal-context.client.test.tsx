/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { AuthModalProvider, useAuthModal } from "./auth-modal-context.client";

// The dialog is loaded apart from the page (once idle, or at the first open): these check it behaves as a modal
// once it arrives.

function Opener() {
  const { open } = useAuthModal();
  return (
    <button type="button" onClick={() => open("login")}>
      login/register
    </button>
  );
}

function renderShell() {
  return render(
    <AuthModalProvider>
      <div id="site-root">
        <Opener />
      </div>
    </AuthModalProvider>,
  );
}

describe("AuthModalProvider", () => {
  beforeAll(async () => {
    // The dialog's module, compiled once before the clicks: on a busy machine its first compile alone
    // outlasts findByRole's wait, and these tests are about the dialog, not the compiler.
    await import("./auth-modal.client");
    // close() returns focus on the next frame.
    jest.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => {
      cb(0);
      return 0;
    });
  });
  afterAll(() => jest.restoreAllMocks());

  it("renders no dialog until opened", () => {
    renderShell();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("opens the login view, focuses its first field, makes the page inert, and on Escape closes and returns focus", async () => {
    renderShell();
    const opener = screen.getByRole("button", { name: "login/register" });
    opener.focus();
    fireEvent.click(opener);

    const dialog = await screen.findByRole("dialog", { name: "Login" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Username or E-mail"));
    expect(document.getElementById("site-root")!.hasAttribute("inert")).toBe(true);

    await act(async () => {
      fireEvent.keyDown(dialog, { key: "Escape" });
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.getElementById("site-root")!.hasAttribute("inert")).toBe(false);
    expect(document.activeElement).toBe(opener);
  });
});
