/** @jest-environment jsdom */
import { act, useRef, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { HOLD_TAPS_SCRIPT } from "@/lib/tap-replay/held-taps";
import { useTapReplay } from "@/lib/tap-replay/use-tap-replay";
import { refreshRegions, registerRegionAction } from "./region-actions";
import { WakeOnUse } from "./wake-on-use.client";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An island with state of its own: a count its button raises. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <div>
      <details>
        <summary>More</summary>
      </details>
      <input aria-label="Name" />
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        Count {count}
      </button>
    </div>
  );
}

const page = (
  <WakeOnUse as="aside" aria-labelledby="heading">
    <Counter />
  </WakeOnUse>
);
const hasFiber = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));

async function hydrated() {
  // What the server sent (where there is no window: the region rendered).
  const served = (
    <aside aria-labelledby="heading">
      <Counter />
    </aside>
  );
  document.body.innerHTML = `<div id="app">${renderToStaticMarkup(served)}</div>`;
  const app = document.getElementById("app")!;
  const serverButton = app.querySelector("button")!;
  let root: Root | undefined;
  await act(async () => void (root = hydrateRoot(app, page)));
  return { app, serverButton, unmount: () => act(async () => root!.unmount()) };
}

describe("WakeOnUse", () => {
  test("after hydration it keeps the server's DOM without a fiber inside, and nothing in it reacts yet", async () => {
    const { app, serverButton, unmount } = await hydrated();
    expect(app.querySelector("aside")!.getAttribute("aria-labelledby")).toBe("heading");
    expect(app.querySelector("button")).toBe(serverButton);
    expect([...app.querySelectorAll("aside *")].filter(hasFiber)).toEqual([]);
    serverButton.dispatchEvent(new MouseEvent("click", { bubbles: true })); // no pointer came first
    expect(serverButton.textContent).toBe("Count 0");
    await unmount();
  });

  test.each(["pointerover", "pointerdown", "touchstart"])(
    "%s on it renders the island in place, and the tap that follows works",
    async (type) => {
      const { app, serverButton, unmount } = await hydrated();
      await act(async () => void serverButton.dispatchEvent(new Event(type, { bubbles: true })));
      const button = app.querySelector("button")!;
      expect(button).not.toBe(serverButton);
      expect(app.querySelectorAll("aside button")).toHaveLength(1);
      expect(hasFiber(button)).toBe(true);
      await act(async () => button.click());
      expect(button.textContent).toBe("Count 1");
      await unmount();
    },
  );

  test("focus coming in wakes it and stays on the same control", async () => {
    const { app, unmount } = await hydrated();
    await act(async () => app.querySelector("input")!.focus());
    const input = app.querySelector("input")!;
    expect(hasFiber(input)).toBe(true);
    expect(document.activeElement).toBe(input);
    await unmount();
  });

  test("focus that came in before hydration wakes it at once, and stays on the same control", async () => {
    document.body.innerHTML = `<div id="app">${renderToStaticMarkup(
      <aside aria-labelledby="heading">
        <Counter />
      </aside>,
    )}</div>`;
    const app = document.getElementById("app")!;
    app.querySelector("input")!.focus();
    app.querySelector("input")!.value = "Ad";
    let root: Root | undefined;
    await act(async () => void (root = hydrateRoot(app, page)));
    const input = app.querySelector("input")!;
    expect(hasFiber(input)).toBe(true);
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe("Ad");
    await act(async () => root!.unmount());
  });

  test("a form on a Server Action, whose server markup has hidden fields first, keeps focus and typed text", async () => {
    // React's server render of a form on a Server Action writes hidden fields the browser's render has not.
    document.body.innerHTML = `<div id="app">${renderToStaticMarkup(
      <aside aria-labelledby="heading">
        <form>
          <input type="hidden" name="$ACTION_REF_1" />
          <Counter />
        </form>
      </aside>,
    )}</div>`;
    const app = document.getElementById("app")!;
    let root: Root | undefined;
    await act(
      async () =>
        void (root = hydrateRoot(
          app,
          <WakeOnUse as="aside" aria-labelledby="heading">
            <form>
              <Counter />
            </form>
          </WakeOnUse>,
        )),
    );
    app.querySelector<HTMLInputElement>("input[aria-label=Name]")!.value = "Ada";
    await act(async () => app.querySelector<HTMLInputElement>("input[aria-label=Name]")!.focus());
    const input = app.querySelector<HTMLInputElement>("input[aria-label=Name]")!;
    expect(hasFiber(input)).toBe(true);
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe("Ada");
    await act(async () => root!.unmount());
  });

  test("text typed and a disclosure opened before it woke are kept", async () => {
    const { app, unmount } = await hydrated();
    app.querySelector("input")!.value = "Ada";
    app.querySelector("details")!.open = true;
    await act(async () => void app.querySelector("button")!.dispatchEvent(new Event("pointerdown", { bubbles: true })));
    expect(hasFiber(app.querySelector("input")!)).toBe(true);
    expect(app.querySelector("input")!.value).toBe("Ada");
    expect(app.querySelector("details")!.open).toBe(true);
    await unmount();
  });

  test("mounted anew in the browser (a client navigation), it is awake at once", async () => {
    const { container } = render(page);
    const button = container.querySelector("button")!;
    expect(hasFiber(button)).toBe(true);
    await act(async () => button.click());
    expect(button.textContent).toBe("Count 1");
  });
});

/** An island that shows a figure the server cannot know: none until the browser knows it. */
function Figure({ value }: { value: number | null }) {
  return (
    <p>
      <span data-figure="" hidden={value === null}>
        {value ?? ""}
      </span>
    </p>
  );
}

describe("WakeOnUse and region actions", () => {
  test("while it sleeps, actions registered for its elements show on the server's DOM; once awake, no longer", async () => {
    document.body.innerHTML = `<div id="app">${renderToStaticMarkup(
      <div>
        <Figure value={null} />
      </div>,
    )}</div>`;
    const app = document.getElementById("app")!;
    let figure: number | null = 3;
    const shown: HTMLElement[] = [];
    const unregister = registerRegionAction("data-figure", {
      show: (elements) =>
        elements.forEach((element) => {
          shown.push(element);
          element.hidden = figure === null;
          element.textContent = String(figure ?? "");
        }),
    });
    let root: Root | undefined;
    const region = (value: number | null) => (
      <WakeOnUse as="div">
        <Figure value={value} />
      </WakeOnUse>
    );
    await act(async () => void (root = hydrateRoot(app, region(3))));
    const served = app.querySelector("span")!;
    expect(hasFiber(served)).toBe(false);
    expect(served.hidden).toBe(false);
    expect(served.textContent).toBe("3");

    figure = 4;
    await act(async () => refreshRegions());
    expect(served.textContent).toBe("4");

    await act(async () => void root!.render(region(4)));
    await act(async () => void served.dispatchEvent(new Event("pointerover", { bubbles: true })));
    const rendered = app.querySelector("span")!;
    expect(rendered).not.toBe(served);
    expect(hasFiber(rendered)).toBe(true);
    expect(rendered.textContent).toBe("4");
    const before = shown.length;
    figure = 5;
    await act(async () => refreshRegions());
    expect(shown.slice(before)).toEqual([]);
    expect(rendered.textContent).toBe("4");
    unregister();
    await act(async () => root!.unmount());
  });
});

/** An island whose button takes taps held before hydration (docs/adr/0009-tap-replay.md). */
function TapCounter() {
  const [count, setCount] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  useTapReplay(button);
  return (
    <p>
      <button ref={button} type="button" data-tap onClick={() => setCount((c) => c + 1)}>
        Taps {count}
      </button>
    </p>
  );
}

describe("WakeOnUse and taps", () => {
  beforeAll(() => new Function(HOLD_TAPS_SCRIPT)()); // the document's inline script, as the browser runs it
  afterEach(() => window.__heldTaps!.queue.splice(0));

  async function hydratedTaps(tapBeforeHydration: boolean) {
    const region = (
      <div>
        <TapCounter />
      </div>
    );
    document.body.innerHTML = `<div id="app">${renderToStaticMarkup(region)}</div>`;
    const app = document.getElementById("app")!;
    if (tapBeforeHydration) app.querySelector("button")!.click();
    const mismatch = jest.spyOn(console, "error").mockImplementation(() => {}); // the held tap's aria-busy
    let root: Root | undefined;
    await act(
      async () =>
        void (root = hydrateRoot(
          app,
          <WakeOnUse as="div">
            <TapCounter />
          </WakeOnUse>,
        )),
    );
    mismatch.mockRestore();
    return { app, unmount: () => act(async () => root!.unmount()) };
  }

  test("a tap held before hydration on a control of the region wakes it, and is played on the rendered control", async () => {
    const { app, unmount } = await hydratedTaps(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const button = app.querySelector("button")!;
    expect(hasFiber(button)).toBe(true);
    expect(button.textContent).toBe("Taps 1");
    expect(button.hasAttribute("aria-busy")).toBe(false);
    expect(window.__heldTaps!.queue).toEqual([]);
    await unmount();
  });

  test("without a held tap it sleeps; a click on the server's control once it woke is played on the rendered one", async () => {
    const { app, unmount } = await hydratedTaps(false);
    const served = app.querySelector("button")!;
    expect(hasFiber(served)).toBe(false);
    // A screen reader's activation: focus first (which wakes the region), then a click on the element it focused.
    await act(async () => served.focus());
    const rendered = app.querySelector("button")!;
    expect(rendered).not.toBe(served);
    expect(document.activeElement).toBe(rendered);
    await act(async () => served.click());
    expect(rendered.textContent).toBe("Taps 1");
    await unmount();
  });
});
