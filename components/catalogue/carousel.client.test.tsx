/** @jest-environment jsdom */
import { act } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { CarouselControls } from "./carousel.client";
import { mountCarousel } from "./carousel-engine";
import type { CarouselOptions } from "./carousel-options";

const engine = { step: jest.fn(), goTo: jest.fn(), advance: jest.fn(), destroy: jest.fn() };
jest.mock("./carousel-engine", () => ({ mountCarousel: jest.fn(() => engine) }));

const HERO: CarouselOptions = { perView: 1, gap: 0, autoplayMs: 2500, pagination: true, navigation: true };
const SLIDE_WIDTH = 400;
let reducedMotion = false;

/** The carousel as the server draws it, three slides side by side in a row one slide wide. */
function renderCarousel(options = HERO) {
  const { container } = render(
    <div data-carousel="">
      <div className="swiper">
        <div className="swiper-wrapper">
          {[1, 2, 3].map((n) => (
            <div key={n} className="swiper-slide">
              Slide {n}
            </div>
          ))}
        </div>
      </div>
      <CarouselControls options={options} slideCount={3} />
    </div>,
  );
  const root = container.querySelector<HTMLElement>("[data-carousel]")!;
  const row = root.querySelector<HTMLElement>(".swiper-wrapper")!;
  // jsdom lays nothing out: the row's geometry as a browser gives it.
  Object.defineProperties(row, { clientWidth: { value: SLIDE_WIDTH }, scrollWidth: { value: 3 * SLIDE_WIDTH } });
  [...row.children].forEach((slide, i) => Object.defineProperty(slide, "offsetLeft", { value: i * SLIDE_WIDTH }));
  row.scrollTo = jest.fn() as typeof row.scrollTo;
  return { root, row };
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  reducedMotion = false;
  window.matchMedia = ((query: string) => ({ matches: reducedMotion && query.includes("reduce") })) as never;
});
afterEach(() => jest.useRealTimers());

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const settle = () => act(async () => {});
const bullet = (n: number) => screen.getByRole("button", { name: `Go to slide ${n}` });

test("autoplay scrolls the row to the next slide every period, without loading Swiper", async () => {
  const { row } = renderCarousel();
  await settle();
  expect(bullet(1).getAttribute("aria-current")).toBe("true");
  wait(2499);
  expect(row.scrollTo).not.toHaveBeenCalled();
  wait(1);
  expect(row.scrollTo).toHaveBeenCalledWith({ left: SLIDE_WIDTH, behavior: "smooth" });
  expect(bullet(2).getAttribute("aria-current")).toBe("true");
  expect(bullet(1).hasAttribute("aria-current")).toBe(false);
  await settle();
  expect(mountCarousel).not.toHaveBeenCalled();
});

test("after the last slide autoplay goes back to the first", async () => {
  const { row } = renderCarousel();
  await settle();
  Object.defineProperty(row, "scrollLeft", { value: 2 * SLIDE_WIDTH });
  wait(2500);
  expect(row.scrollTo).toHaveBeenCalledWith({ left: 0, behavior: "smooth" });
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

test("autoplay pauses while the focus is in the carousel (which starts Swiper), and moves Swiper after", async () => {
  const { root } = renderCarousel();
  await settle();
  act(() => bullet(1).focus());
  await settle();
  expect(mountCarousel).toHaveBeenCalledWith(root, HERO, expect.any(Function));
  wait(5000);
  expect(engine.advance).not.toHaveBeenCalled();
  act(() => bullet(1).blur());
  wait(2500);
  expect(engine.advance).toHaveBeenCalledTimes(1);
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
  // Once it runs, Swiper's Navigation answers the arrows; the bullets stay the island's.
  fireEvent.click(next);
  expect(engine.step).toHaveBeenCalledTimes(1);
  fireEvent.click(bullet(3));
  expect(engine.goTo).toHaveBeenCalledWith(2);
});
