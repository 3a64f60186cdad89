/** @jest-environment jsdom */
import { act, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { takeDiscardedRegions } from "./discarded-regions";
import { LiveRegion } from "./live-region.client";
import { WakeOnUse } from "./wake-on-use.client";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }) }));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/*
 * A region whose server DOM React threw away is counted and rendered in the browser, never left empty.
 * The test stands in for such a React release by serving the region's element empty: hydrating, React
 * finds what a release that throws the children away would leave.
 */

const Menu = () => (
  <ul>
    <li>
      <a href="/a">A</a>
    </li>
  </ul>
);
const HTML = renderToStaticMarkup(<Menu />);

const regions: [string, ReactNode, string][] = [
  [
    "an adopted region (a layout's menu)",
    <LiveRegion key="adopt" as="div" className="region" adopt={["a"]}>
      <Menu />
    </LiveRegion>,
    "div",
  ],
  ["a page region (a grid's HTML)", <LiveRegion key="html" as="div" className="region" html={HTML} />, "div"],
  [
    "a region that wakes on use",
    <WakeOnUse key="wake" as="aside">
      <Menu />
    </WakeOnUse>,
    "aside",
  ],
];

async function hydrate(serverInner: string, tag: string, element: ReactNode) {
  document.body.innerHTML = `<div id="app"><${tag} class="region">${serverInner}</${tag}></div>`;
  const app = document.getElementById("app")!;
  let root: Root | undefined;
  await act(async () => void (root = hydrateRoot(app, element, { onRecoverableError: () => {} })));
  return { app, unmount: () => act(async () => root!.unmount()) };
}

let warn: jest.SpyInstance;
let error: jest.SpyInstance;
beforeEach(() => {
  takeDiscardedRegions();
  warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  error = jest.spyOn(console, "error").mockImplementation(() => {}); // the test's own class attribute on WakeOnUse
});
afterEach(() => {
  warn.mockRestore();
  error.mockRestore();
});

// First in the file: the module remembers, once a region has hydrated, that later fresh mounts are navigations.
test("regions React renders again in the browser after a hydration error on a server-rendered page are counted", async () => {
  window.__heldTaps = { queue: [], live: new WeakSet() }; // the shell's inline script ran: the server rendered the page
  const page = (text: string) => (
    <>
      <p>{text}</p>
      {regions.map(([, region]) => region)}
    </>
  );
  document.body.innerHTML = `<div id="app">${renderToStaticMarkup(page("server"))}</div>`;
  const app = document.getElementById("app")!;
  let root: Root | undefined;
  await act(async () => void (root = hydrateRoot(app, page("browser"), { onRecoverableError: () => {} })));
  await act(async () => {});
  expect(takeDiscardedRegions()).toBe(3);
  expect(app.querySelectorAll("a")).toHaveLength(3);
  await act(async () => root!.unmount());
  delete window.__heldTaps;
});

test.each(regions)(
  "%s found empty after hydration is counted, warned about and rendered",
  async (_name, region, tag) => {
    const { app, unmount } = await hydrate("", tag, region);
    await act(async () => {}); // an adopted region's markup component may load lazily
    expect(takeDiscardedRegions()).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/lost the server's DOM while hydrating/));
    expect([...app.querySelectorAll(`${tag} a`)].map((a) => a.getAttribute("href"))).toEqual(["/a"]);
    await unmount();
  },
);

test.each(regions)("%s that keeps the server's DOM counts nothing", async (_name, region, tag) => {
  const { app, unmount } = await hydrate(HTML, tag, region);
  expect(takeDiscardedRegions()).toBe(0);
  expect(warn).not.toHaveBeenCalled();
  expect(app.querySelectorAll(`${tag} a`)).toHaveLength(1);
  await unmount();
});
