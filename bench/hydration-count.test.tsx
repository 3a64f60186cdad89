/**
 * @jest-environment jsdom
 */
import { act, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { hydrationCounts } from "./hydration-count.mjs";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Label({ children }: { children: string }) {
  return <span>{children}</span>;
}

function Shelf() {
  const [count, setCount] = useState(1);
  return (
    <ul>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>item</li>
      ))}
      <li>
        <button type="button" onClick={() => setCount(3)}>
          more
        </button>
      </li>
    </ul>
  );
}

function Page() {
  return (
    <main>
      <h1>Shop</h1>
      <p>
        Price: <b>9</b>
      </p>
      <Label>new</Label>
      <div dangerouslySetInnerHTML={{ __html: "<nav><a href='/'>Home</a><a href='/cart'>Cart</a></nav>" }} />
      <Shelf />
    </main>
  );
}

// The HTML the server would have sent for <Page />.
const SERVER_HTML =
  "<main><h1>Shop</h1><p>Price: <b>9</b></p><span>new</span>" +
  "<div><nav><a href='/'>Home</a><a href='/cart'>Cart</a></nav></div>" +
  '<ul><li>item</li><li><button type="button">more</button></li></ul></main>';

let container: HTMLDivElement;
let root: Root | null = null;

beforeEach(() => {
  container = document.createElement("div");
  container.innerHTML = SERVER_HTML;
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

async function hydrate() {
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, <Page />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
}

describe("hydrationCounts", () => {
  it("finds no root and no fibers in server HTML that React has not hydrated", () => {
    expect(hydrationCounts(container)).toEqual({
      elements: 13,
      hydrated: 0,
      fibers: 0,
      hostFibers: 0,
      componentFibers: 0,
    });
  });

  it("counts every fiber of the hydrated tree, host and component, and no element of a static region", async () => {
    await hydrate();
    // Components: Page, Label, Shelf and the fragment of Shelf's list of items. Host: main, h1, p,
    // the text "Price: " beside <b>, b, span, the region's div (its nav and links are markup React
    // does not own), ul, two li, button. A lone text child (<h1>Shop</h1>) is its element's content,
    // not a fiber of its own.
    expect(hydrationCounts(container)).toEqual({
      elements: 13,
      hydrated: 10,
      fibers: 15,
      hostFibers: 11,
      componentFibers: 4,
    });
  });

  it("counts the tree as last committed, after an update added elements", async () => {
    await hydrate();
    await act(async () => container.querySelector("button")!.click());
    expect(hydrationCounts(container)).toMatchObject({ elements: 15, hydrated: 12, fibers: 17, hostFibers: 13 });
  });
});
