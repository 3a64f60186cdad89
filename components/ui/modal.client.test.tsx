/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef, useState } from "react";
import { Modal } from "./modal.client";

/** A page with an opener and a modal that has two buttons, the second focused first when `initial`. */
function Page({ initial = false, closeOnBackdrop = false }: { initial?: boolean; closeOnBackdrop?: boolean }) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLButtonElement>(null);
  return (
    <>
      <div id="site-root">
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      </div>
      {open ? (
        <Modal
          labelledBy="heading"
          onClose={() => setOpen(false)}
          initialFocus={initial ? second : undefined}
          closeOnBackdrop={closeOnBackdrop}
          backdropClassName="backdrop"
          className="box"
        >
          <h2 id="heading">Choose</h2>
          <button type="button">First</button>
          <button type="button" ref={second}>
            Second
          </button>
        </Modal>
      ) : null}
    </>
  );
}

function openModal() {
  const opener = screen.getByRole("button", { name: "Open" });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

async function nextFrame() {
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}

describe("Modal", () => {
  it("is a modal dialog named by its heading, with focus inside and the page behind inert and still", async () => {
    render(<Page />);
    await openModal();
    const dialog = screen.getByRole("dialog", { name: "Choose" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "First" }));
    expect(document.getElementById("site-root")!.hasAttribute("inert")).toBe(true);
    expect(document.body.style.overflow).toBe("hidden");
  });

  it("keeps Tab inside, starts at the given element, and closes on Escape with focus back on the opener", async () => {
    render(<Page initial />);
    const opener = await openModal();
    const [first, second] = [screen.getByText("First"), screen.getByText("Second")];
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: "Tab" });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(second);
    fireEvent.keyDown(second, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    await nextFrame();
    expect(document.activeElement).toBe(opener);
    expect(document.getElementById("site-root")!.hasAttribute("inert")).toBe(false);
    expect(document.body.style.overflow).toBe("");
  });

  it("closes on a press on the backdrop only when asked to, never on a press inside", async () => {
    const { unmount } = render(<Page />);
    await openModal();
    fireEvent.mouseDown(document.querySelector(".backdrop")!);
    expect(screen.getByRole("dialog")).toBeTruthy();
    unmount();

    render(<Page closeOnBackdrop />);
    await openModal();
    fireEvent.mouseDown(screen.getByText("First"));
    expect(screen.getByRole("dialog")).toBeTruthy();
    fireEvent.mouseDown(document.querySelector(".backdrop")!);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
