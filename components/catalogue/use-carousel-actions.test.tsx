/** @jest-environment jsdom */
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { fireEvent, render, screen } from "@testing-library/react";
import { LiveRegion } from "@/components/static-region/live-region.client";
import { Carousel } from "./carousel";
import { mountCarousel } from "./carousel-engine";
import type { CarouselOptions } from "./carousel-options";
import { useCarouselActions } from "./use-carousel-actions";

const engine = { step: jest.fn(), goTo: jest.fn(), advance: jest.fn(), destroy: jest.fn() };
jest.mock("./carousel-engine", () => ({ mountCarousel: jest.fn(() => engine) }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }) }));

const HERO: CarouselOptions = { perView: 1, gap: 0, autoplayMs: 2500, pagination: true, navigation: true };
const SLIDE_WIDTH = 400;
let reducedMotion = false;

/** The carousel's static region as the server renders it: three slides in a row one slide wide. */
const regionHtml = (options: CarouselOptions) =>
  renderToStaticMarkup(
    <Carousel label="Offers" options={options}>
      {[1, 2, 3].map((n) => (
        <p key={n}>Slide {n}</p>
      ))}
    </Carousel>,
  );

/** The shell (which registers the carousels' actions) and a page's region holding a carousel. */
function Page({ options }: { options: CarouselOptions }) {
  useCarouselActions();
  return <LiveRegion as="section" className="region" html={regionHtml(options)} />;
}

/** jsdom lays nothing out: the row's geometry as a browser gives it. */
function laidOut(container: ParentNode) {
  const root = container.querySelector<HTMLElement>("[data-carousel]")!;
  const row = root.querySelector<HTMLElement>(".swiper-wrapper")!;
  Object.defineProperties(row, { clientWidth: { value: SLIDE_WIDTH }, scrollWidth: { value: 3 * SLIDE_WIDTH } });
  [...row.children].forEach((slide, i) => Object.defineProperty(slide, "offsetLeft", { value: i * SLIDE_WIDTH }));
  row.scrollTo = jest.fn() as typeof row.scrollTo;
  return { root, row };
}

function renderCarousel(options = HERO) {
  const { container, unmount } = render(<Page options={options} />);
  return { ...laidOut(container), unmount };
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  reducedMotion = false;
  window.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes("reduce") })) as never;
});
afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = "";
  delete window.__heldTaps;
});

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** Lets the lazily imported controller and engine load, and what waits on them run. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
const bullet = (n: number) => screen.getByRole("button", { name: `Go to slide ${n}` });
const current = () =>
  [1, 2, 3].filter((n) => bullet(n).getAttribute("aria-current") === "true").map((n) => `slide ${n}`);

test("autoplay scrolls the row to the next slide every period and marks its bullet, without loading Swiper", async () => {
  const { row } = renderCarousel();
  await settle();
  expect(current()).toEqual(["slide 1"]);
  wait(2499);
  expect(row.scrollTo).not.toHaveBeenCalled();
  wait(1);
  expect(row.scrollTo).toHaveBeenCalledWith({ left: SLIDE_WIDTH, behavior: "smooth" });
  expect(current()).toEqual(["slide 2"]);
  await settle();
  expect(mountCarousel).not.toHaveBeenCalled();
});

test("after the last slide autoplay goes back to the first", async () => {
  const { row } = renderCarousel();
  await settle();
  Object.defineProperty(row, "scrollLeft", { value: 2 * SLIDE_WIDTH });
  wait(2500);
  expect(row.scrollTo).toHaveBeenCalledWith({ left: 0, behavior: "smooth" });
  expect(current()).toEqual(["slide 1"]);
});

test("autoplay pauses while a pointer is over the carousel and starts its period again after", async () => {
  const { root, row } = renderCarousel();
  await settle();
  wait(2000);
  fireEvent.pointerEnter(root);
  wait(5000);
  expect(row.scrollTo).not.toHaveBeenCalled();
  fireEvent.pointerLeave(root);
  wait(2499);
  expect(row.scrollTo).not.toHaveBeenCalled();
  wait(1);
  expect(row.scrollTo).toHaveBeenCalledTimes(1);
});

test("focus in the carousel starts Swiper and pauses autoplay, which moves Swiper after", async () => {
  const { root } = renderCarousel();
  await settle();
  act(() => bullet(1).focus());
  await settle();
  // Swiper gets the options the server laid the carousel out by, read back from its markup.
  expect(mountCarousel).toHaveBeenCalledWith(
    root,
    { perView: 1, perViewSmall: 1, gap: 0, loop: false, autoplayMs: 2500, navigation: true },
    expect.any(Function),
  );
  wait(5000);
  expect(engine.advance).not.toHaveBeenCalled();
  act(() => bullet(1).blur());
  wait(2500);
  expect(engine.advance).toHaveBeenCalledTimes(1);
  // Swiper's slide changes mark the bullets too.
  const onChange = jest.mocked(mountCarousel).mock.calls[0]![2];
  act(() => onChange(2));
  expect(current()).toEqual(["slide 3"]);
});

test("nothing moves for a shopper who prefers reduced motion", async () => {
  reducedMotion = true;
  const { row } = renderCarousel();
  await settle();
  wait(10_000);
  expect(row.scrollTo).not.toHaveBeenCalled();
  await settle();
  expect(mountCarousel).not.toHaveBeenCalled();
});

test("an arrow or a bullet pressed before Swiper runs loads it and is played once it does", async () => {
  renderCarousel({ ...HERO, autoplayMs: undefined });
  const next = screen.getByRole("button", { name: "Next slide" });
  fireEvent.pointerDown(next);
  fireEvent.click(next);
  expect(engine.step).not.toHaveBeenCalled();
  await settle();
  expect(mountCarousel).toHaveBeenCalledTimes(1);
  expect(engine.step).toHaveBeenCalledWith("next");
  // Once it runs, Swiper's Navigation answers the arrows; the bullets stay the controller's.
  fireEvent.click(next);
  await settle();
  expect(engine.step).toHaveBeenCalledTimes(1);
  fireEvent.click(bullet(3));
  await settle();
  expect(engine.goTo).toHaveBeenCalledWith(2);
});

test("a carousel a navigation took away stops: no more autoplay, its Swiper destroyed", async () => {
  const { root, row, unmount } = renderCarousel();
  await settle();
  engine.destroy.mockClear(); // earlier tests' carousels, gone with their documents
  fireEvent.focusIn(root);
  await settle();
  root.remove();
  wait(2500);
  expect(row.scrollTo).not.toHaveBeenCalled();
  expect(engine.advance).not.toHaveBeenCalled();
  // The next carousel the controller takes on (one shown that plays) lets it see this one is gone.
  unmount();
  renderCarousel();
  await settle();
  expect(engine.destroy).toHaveBeenCalledTimes(1);
});

test("hydrated, the page builds no fiber inside the carousel, and a Next tapped before plays once it is live", async () => {
  const options = { ...HERO, autoplayMs: undefined };
  // What the server sent, and a tap on Next the held-taps script kept (lib/tap-replay).
  document.body.innerHTML = `<div id="app"><section class="region">${regionHtml(options)}</section></div>`;
  const app = document.getElementById("app")!;
  laidOut(app);
  const next = app.querySelector<HTMLElement>('[data-carousel-move="next"]')!;
  window.__heldTaps = { queue: [next], live: new WeakSet() };
  let root: Root;
  await act(async () => void (root = hydrateRoot(app, <Page options={options} />)));
  const hasFiber = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
  expect([...app.querySelectorAll(".region *")].filter(hasFiber)).toEqual([]);
  expect(app.querySelector('[data-carousel-move="next"]')).toBe(next);
  expect(engine.step).not.toHaveBeenCalled();
  wait(0);
  await settle();
  expect(engine.step).toHaveBeenCalledWith("next");
  act(() => root.unmount());
});

test("a looping carousel of cards starts Swiper with its own layout: per view, on phones, gap and loop", async () => {
  const featured: CarouselOptions = { perView: 4, perViewSmall: 1, gap: 24, loop: true, navigation: true };
  const { root } = renderCarousel(featured);
  await settle();
  fireEvent.pointerDown(root.querySelector(".swiper-slide")!);
  await settle();
  expect(mountCarousel).toHaveBeenCalledWith(root, { ...featured, autoplayMs: undefined }, expect.any(Function));
});
