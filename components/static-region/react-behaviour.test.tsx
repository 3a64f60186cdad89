/** @jest-environment jsdom */
import { Suspense, act, lazy, useState, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { useHydrating } from "./use-adopted-markup";

/*
 * What static regions and WakeOnUse rely on that React does not document (docs/adr/0013-static-regions.md,
 * docs/adr/0015-wake-on-use.md), tested against React itself. `npm run check:next-release` runs this file
 * against the next releases of react, react-dom and next: a failure here means such a release changed one
 * of these, and the regions would lose the server's DOM (they are then counted, see discarded-regions.ts).
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Fails with a sentence that says what changed in React and what depends on it. */
function pinned(holds: boolean, change: string): void {
  if (!holds) throw new Error(`React changed: ${change}`);
}

const hasFiber = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));

/** Hydrates `element` over `serverHtml` in a fresh #app, and records what React reports. */
async function hydrate(serverHtml: string, element: ReactNode) {
  document.body.innerHTML = `<div id="app">${serverHtml}</div>`;
  const app = document.getElementById("app")!;
  const recoverable: unknown[] = [];
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  let root: Root | undefined;
  await act(async () => void (root = hydrateRoot(app, element, { onRecoverableError: (e) => recoverable.push(e) })));
  const consoleErrors = errors.mock.calls.length;
  errors.mockRestore();
  return { app, root: root!, recoverable, consoleErrors };
}

const SERVER_REGION = '<section class="region"><ul><li><a href="/a">A</a></li><li>B &amp; C</li></ul></section>';

describe("an element with empty inner HTML keeps the server's DOM while hydrating", () => {
  function Region({ tick }: { tick?: number }) {
    return (
      <section className="region" data-tick={tick} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
    );
  }

  test("the server's children stay, the same nodes, without a fiber, a mismatch or an error", async () => {
    const { app, root, recoverable, consoleErrors } = await hydrate(SERVER_REGION, <Region />);
    const list = app.querySelector("ul");
    pinned(list !== null, "hydrating an element with empty inner HTML removed the server's children");
    pinned(
      app.querySelector(".region")!.innerHTML === SERVER_REGION.replace(/^<section[^>]*>|<\/section>$/g, ""),
      "hydrating an element with empty inner HTML changed the server's children",
    );
    pinned(
      recoverable.length === 0,
      `hydrating an element with empty inner HTML is a hydration error: ${String(recoverable[0])}`,
    );
    pinned(consoleErrors === 0, "hydrating an element with empty inner HTML logs an error");
    pinned(hasFiber(app.querySelector(".region")!), "the element itself has no fiber");
    pinned(![...app.querySelectorAll(".region *")].some(hasFiber), "React built fibers inside the element");

    // A later render with the same (empty) inner HTML leaves the children alone too.
    await act(async () => root.render(<Region tick={1} />));
    pinned(app.querySelector("ul") === list, "rendering the element again replaced the server's children");
    pinned(app.querySelector(".region")!.getAttribute("data-tick") === "1", "the element's own props were not updated");
    await act(async () => root.unmount());
  });

  test("also inside a Suspense boundary that hydrates after its code arrives", async () => {
    let resolve!: (module: { default: () => ReactNode }) => void;
    const Late = lazy(() => new Promise<{ default: () => ReactNode }>((r) => (resolve = r)));
    const { app, root, recoverable } = await hydrate(
      `<!--$-->${SERVER_REGION}<!--/$-->`,
      <Suspense fallback={null}>
        <Late />
      </Suspense>,
    );
    const list = app.querySelector("ul");
    await act(async () => resolve({ default: () => <Region /> }));
    pinned(
      app.querySelector("ul") === list && list !== null,
      "a late-hydrating boundary replaced the server's children",
    );
    pinned(recoverable.length === 0, `a late-hydrating boundary reported: ${String(recoverable[0])}`);
    pinned(![...app.querySelectorAll(".region *")].some(hasFiber), "React built fibers inside the element");
    await act(async () => root.unmount());
  });
});

describe("useSyncExternalStore reads the server snapshot while hydrating, and only then", () => {
  const seen: boolean[] = [];
  function Probe() {
    const hydrating = useHydrating();
    seen.push(hydrating);
    return <p />;
  }
  beforeEach(() => seen.splice(0));

  test("hydrating: the server snapshot first, then the browser's once hydrated", async () => {
    const { root, recoverable } = await hydrate(renderToStaticMarkup(<p />), <Probe />);
    pinned(seen[0] === true, "the first render while hydrating no longer reads getServerSnapshot");
    pinned(seen.at(-1) === false, "after hydration the hook does not render again with getSnapshot's value");
    pinned(recoverable.length === 0, `hydrating with differing snapshots reported: ${String(recoverable[0])}`);
    await act(async () => root.unmount());
  });

  test("a fresh mount in the browser reads the browser's snapshot from the first render", async () => {
    const container = document.createElement("div");
    const root = createRoot(container);
    await act(async () => root.render(<Probe />));
    pinned(
      seen.length > 0 && seen.every((hydrating) => !hydrating),
      "a fresh mount reads getServerSnapshot: regions would adopt DOM that is not there",
    );
    await act(async () => root.unmount());
  });

  test("a boundary that hydrates after its code arrives still reads the server snapshot first", async () => {
    let resolve!: (module: { default: () => ReactNode }) => void;
    const Late = lazy(() => new Promise<{ default: () => ReactNode }>((r) => (resolve = r)));
    const { root } = await hydrate(
      `<!--$-->${renderToStaticMarkup(<p />)}<!--/$-->`,
      <Suspense fallback={null}>
        <Late />
      </Suspense>,
    );
    await act(async () => resolve({ default: Probe }));
    pinned(seen[0] === true, "a late-hydrating boundary no longer reads getServerSnapshot");
    pinned(seen.at(-1) === false, "after a late boundary hydrated the hook does not render again");
    await act(async () => root.unmount());
  });

  test("state initialised while hydrating keeps the server snapshot's value", async () => {
    const states: boolean[] = [];
    function Sleeper() {
      const [asleep] = useState(useHydrating());
      states.push(asleep);
      return <p />;
    }
    const { root } = await hydrate(renderToStaticMarkup(<p />), <Sleeper />);
    pinned(states.length > 0 && states.every(Boolean), "state set while hydrating lost its first value");
    await act(async () => root.unmount());
  });
});
