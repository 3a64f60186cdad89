/** @jest-environment jsdom */
import { act, useRef, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { HOLD_TAPS_SCRIPT, replayHeldTaps, type HeldTaps } from "./held-taps";
import { useTapReplay } from "./use-tap-replay";

/*
 * The document's inline script holds taps on the server's markup; the island plays them once it has
 * hydrated. The markup here is React's own server render, hydrated as the browser does.
 */

let steps: string[];

function Stepper() {
  const [count, setCount] = useState(1);
  const root = useRef<HTMLDivElement>(null);
  useTapReplay(root);
  return (
    <div ref={root}>
      <button type="button" data-tap onClick={() => setCount((c) => c + 1)}>
        plus
      </button>
      <button type="button" data-tap onClick={() => steps.push(`add ${count}`)}>
        add
      </button>
      <input type="checkbox" aria-label="plain" />
    </div>
  );
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
beforeAll(() => new Function(HOLD_TAPS_SCRIPT)()); // as the browser runs it: from its source text
beforeEach(() => {
  steps = [];
  document.body.innerHTML = `<div id="app">${renderToString(<Stepper />)}</div>`;
});
afterEach(() => jest.useRealTimers());

const held = () => window.__heldTaps!;
const byText = (text: string) => [...document.querySelectorAll("button")].find((b) => b.textContent === text)!;

test("taps before hydration are held and marked busy, then played in order once the island has hydrated", async () => {
  jest.useFakeTimers();
  const [plus, add] = [byText("plus"), byText("add")];
  plus.click();
  plus.click();
  add.click();
  expect(held().queue).toEqual([plus, plus, add]);
  expect(add.getAttribute("aria-busy")).toBe("true");

  // React in development notes the aria-busy the script added (a production build does not compare
  // attributes); the hook takes it off once the taps are played.
  const mismatch = jest.spyOn(console, "error").mockImplementation(() => {});
  await act(async () => void hydrateRoot(document.getElementById("app")!, <Stepper />));
  mismatch.mockRestore();
  expect(steps).toEqual([]); // not inside the commit: in a task after every effect of it
  // One tap per task, each rendered before the next (plus, plus, then add sees 3).
  for (let task = 0; task < 4; task++) await act(async () => void jest.runOnlyPendingTimers());

  expect(steps).toEqual(["add 3"]);
  expect(held().queue).toEqual([]);
  expect(plus.hasAttribute("aria-busy")).toBe(false);
  expect(add.hasAttribute("aria-busy")).toBe(false);
  // The same elements, now live: a tap reaches the handler at once.
  await act(async () => add.click());
  expect(steps).toEqual(["add 3", "add 3"]);
});

test("a control without data-tap keeps its default action before hydration", () => {
  const plain = document.querySelector<HTMLInputElement>("input")!;
  plain.click();
  expect(plain.checked).toBe(true);
  expect(held().queue).toEqual([]);
});

test("replay keeps the order of taps across controls and drops controls that left the document", () => {
  const clicked: string[] = [];
  const control = (name: string) => {
    const button = document.createElement("button");
    button.addEventListener("click", () => clicked.push(name));
    document.body.append(button);
    return button;
  };
  const [first, second, gone] = [control("first"), control("second"), control("gone")];
  gone.remove();
  const queue: HeldTaps = { queue: [gone, first, second, first], live: new WeakSet([second]) };

  const tasks: (() => void)[] = [];
  const runTasks = () => {
    while (tasks.length > 0) tasks.shift()!();
  };
  replayHeldTaps(queue, (next) => tasks.push(next));
  runTasks();
  expect(clicked).toEqual([]); // `first` is not live yet, and it was tapped before `second`
  queue.live.add(first);
  replayHeldTaps(queue, (next) => tasks.push(next));
  replayHeldTaps(queue, (next) => tasks.push(next)); // a second caller joins the chain under way
  expect(tasks).toHaveLength(1);
  runTasks();
  expect(clicked).toEqual(["first", "second", "first"]);
  expect(queue.queue).toEqual([]);
});
