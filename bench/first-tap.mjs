// "First tap that works": on a throttled phone (Chromium's CPU slowed 4x, network 1.6 Mbit/s down,
// 750 kbit/s up, 150 ms latency, applied by Chromium through CDP), the earliest time from navigation
// start at which a tap on a control takes effect, beside the time the control is first painted, the
// time React's root was created and the time React hydrated the control. Each trial is a fresh
// browser context (empty cache and storage) tapping once; a tap works when its effect is saved in
// localStorage and shown on the page within WAIT_MS (a tap captured before hydration and replayed
// afterwards counts at its tap time). The tap times are bisected on a grid of STEP_MS from the
// control's paint. The bare page has no client control: its time to interactive is when React's
// root was created (its listeners from then on see a tap), with its heading's hydration beside it.
import { chromium } from "@playwright/test";
import { median } from "./stats.mjs";

const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"];
export const THROTTLING = Object.freeze({
  cpuSlowdown: 4,
  downloadKbps: 1600,
  uploadKbps: 750,
  latencyMs: 150,
});
export const STEP_MS = 100;
const WAIT_MS = 10_000;
// After the control is hydrated, how long a lost tap is given to show an effect (a replay) before it counts as lost.
const AFTER_HYDRATION_MS = 3000;
const MAX_OFFSET_MS = 20_000;

/** The controls measured, by page key: how the page finds the control and what a tap must change. */
const CONTROLS = {
  bare: { label: "heading (no client control)", kind: "hydration" },
  product: { label: "add to cart", kind: "addToCart", storagePrefix: "cart:v1:" },
  category: { label: "first card's heart", kind: "heart", storagePrefix: "wishlist:v1:" },
};

// Runs in the page before any of its scripts: finds the control, reports (through the __benchReport
// binding, so that records outlive a navigation) its paint, its hydration, the tap and its effect.
function instrument(cfg) {
  const report = (type, data = {}) => {
    try {
      window.__benchReport({ type, t: performance.timeOrigin + performance.now(), ...data });
    } catch {
      // the binding is not there (never in a bench page)
    }
  };
  report("origin", { origin: performance.timeOrigin });
  const find = () => {
    if (cfg.kind === "hydration") return document.querySelector("main h1, h1");
    if (cfg.kind === "heart") return document.querySelector('button[aria-pressed][aria-label^="Save "]');
    for (const b of document.querySelectorAll("button"))
      if (b.textContent.trim().toLowerCase() === "add to cart") return b;
    return null;
  };
  const cartCount = () => {
    const toggle = document.querySelector('button[aria-controls="cart-popup-panel"]');
    const text = toggle?.textContent ?? document.querySelector("header")?.textContent ?? "";
    const m = /Cart,\s*(\d+)/.exec(text);
    return m ? Number(m[1]) : 0;
  };
  let target = null;
  let paintReported = false;
  let tapped = false;
  const shown = () => (cfg.kind === "heart" ? find()?.getAttribute("aria-pressed") === "true" : cartCount() > 0);

  // Paint: the control's own Element Timing entry (text controls); otherwise the first frame with
  // the control laid out, not before the first contentful paint.
  let framePaint = null;
  const paintOf = () => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
    return fcp === undefined || framePaint === null ? null : Math.max(fcp, framePaint);
  };
  const reportPaint = (at, how) => {
    if (paintReported) return;
    paintReported = true;
    const box = target.getBoundingClientRect();
    report("paint", {
      at: performance.timeOrigin + at,
      how,
      x: box.left + box.width / 2,
      y: box.top + box.height / 2,
      inViewport: box.bottom <= innerHeight && box.right <= innerWidth && box.top >= 0,
    });
  };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (target && e.element === target && e.renderTime > 0) reportPaint(e.renderTime, "element timing");
    }).observe({ type: "element", buffered: true });
  } catch {
    // no Element Timing: frames only
  }
  const hydrated = (el) => Object.keys(el).some((k) => k.startsWith("__reactFiber$"));
  let fallbackArmed = false;
  let replaced = false;
  let rooted = false;
  const frame = (now) => {
    if (!target) {
      const el = find();
      if (el && el.getBoundingClientRect().height > 0) {
        // Found before this frame paints: it is painted in this frame at the earliest.
        target = el;
        target.setAttribute("elementtiming", "bench-first-tap");
        framePaint = now;
      }
    }
    if (target && !fallbackArmed) {
      fallbackArmed = true;
      // A control with text of its own gets an Element Timing entry: it is given a moment to arrive.
      const settle = () => {
        if (paintReported) return;
        const at = paintOf();
        if (at === null) setTimeout(settle, 50);
        else reportPaint(at, "frame");
      };
      setTimeout(settle, target.firstElementChild ? 0 : 500);
    }
    // A control that hydration replaced (a mismatch: the client rendered it anew) is found again.
    if (target && !target.isConnected) {
      const el = find();
      if (el) {
        target = el;
        replaced = true;
      }
    }
    // React's root: from then on its listeners on the document see a tap, and replay one made on a
    // part not hydrated yet once that part is.
    if (!rooted && Object.keys(document).some((k) => k.startsWith("__reactContainer$"))) {
      rooted = true;
      report("root");
    }
    if (target && hydrated(target)) {
      report("hydrated", { replaced });
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  if (cfg.kind === "hydration") return;
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (tapped && typeof key === "string" && key.startsWith(cfg.storagePrefix)) report("stored", { key });
    return setItem.call(this, key, value);
  };
  addEventListener(
    "pointerdown",
    (event) => {
      if (tapped) return;
      tapped = true;
      const control = find();
      report("tap", {
        at: performance.timeOrigin + event.timeStamp,
        // When the page's main thread got to it: later than the tap while a long task runs.
        handled: performance.timeOrigin + performance.now(),
        onTarget: Boolean(control?.contains(event.target)),
      });
      const check = () => {
        if (!shown()) return false;
        report("shown");
        return true;
      };
      if (check()) return;
      const observer = new MutationObserver(() => check() && observer.disconnect());
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    },
    { capture: true, passive: true },
  );
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

// On a loaded machine a call into the browser can hang (a tap before the renderer takes input):
// each is bounded, and a trial that fails is made again in a fresh load.
function within(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function attempt(browser, url, cfg, plan, log) {
  for (let tries = 1; ; tries++) {
    try {
      return await within(trial(browser, url, cfg, plan), 180_000, "a trial");
    } catch (error) {
      if (tries === 3) throw error;
      log?.(`first tap ${cfg.label}: a trial failed (${error.message}), once more`);
    }
  }
}

/**
 * One fresh load. `plan`: null (no tap: the bare page) or { afterPaintMs } (a tap on the control
 * that long after its paint in this load, or as soon as the bench learns of the paint when that is
 * later). Times in the result are in ms from navigation start.
 */
async function trial(browser, url, cfg, plan) {
  const context = await within(
    browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    }),
    30_000,
    "a new browser context",
  );
  try {
    const events = [];
    const waiters = new Set();
    await context.exposeBinding("__benchReport", (_source, record) => {
      events.push(record);
      for (const w of waiters) w();
    });
    await context.addInitScript(instrument, cfg);
    const page = await within(context.newPage(), 30_000, "a new page");
    const cdp = await context.newCDPSession(page);
    await within(
      (async () => {
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLING.cpuSlowdown });
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: THROTTLING.latencyMs,
          downloadThroughput: (THROTTLING.downloadKbps * 1000) / 8,
          uploadThroughput: (THROTTLING.uploadKbps * 1000) / 8,
        });
      })(),
      30_000,
      "throttling",
    );
    const find = (type) => events.find((e) => e.type === type);
    // Resolves with test()'s value once it is truthy (re-checked on every report) or at the deadline;
    // the timer is armed again when it fires early (timers and Date.now() use different clocks).
    const until = (test, deadline) =>
      new Promise((resolve) => {
        let timer;
        const check = () => {
          const value = test();
          clearTimeout(timer);
          if (value || Date.now() >= deadline) {
            waiters.delete(check);
            resolve(value);
          } else timer = setTimeout(check, Math.max(1, deadline - Date.now()));
        };
        waiters.add(check);
        check();
      });
    const started = Date.now();
    await page.goto(url, { waitUntil: "commit", timeout: 60_000 });
    const origin = (await until(() => find("origin"), started + 60_000))?.origin;
    if (origin === undefined) throw new Error(`${url}: the page's instrumentation never ran`);
    const since = (t) => t - origin;
    const painted = async () => {
      const paint = await until(() => find("paint"), started + 60_000);
      if (!paint) throw new Error(`${url}: the ${cfg.label} was not painted within 60 s`);
      return paint;
    };
    if (plan === null) {
      const paint = await painted();
      const hydrated = await until(() => find("hydrated"), Date.now() + 30_000);
      const root = find("root");
      return {
        paintMs: since(paint.at),
        rootMs: root ? since(root.t) : null,
        hydratedMs: hydrated ? since(hydrated.t) : null,
      };
    }
    // Offsets from this load's own paint: loads on a busy machine differ by seconds.
    const painting = await painted();
    if (!painting.inViewport)
      throw new Error(`${url}: the ${cfg.label} is not in the first screen of a 412 x 823 phone`);
    await delay(painting.at + plan.afterPaintMs - Date.now());
    await within(page.touchscreen.tap(painting.x, painting.y), 20_000, "the tap");
    const tap = await until(() => find("tap"), Date.now() + WAIT_MS);
    if (!tap) throw new Error(`${url}: the tap never reached the page`);
    const paint = await painted();
    const effect = () => {
      const stored = find("stored");
      const shown = find("shown");
      return stored && shown ? Math.max(stored.t, shown.t) : null;
    };
    const deadline = () => {
      const hydrated = find("hydrated");
      return Math.min(tap.at + WAIT_MS, hydrated ? Math.max(tap.at + 2000, hydrated.t + AFTER_HYDRATION_MS) : Infinity);
    };
    // The deadline moves once the control is hydrated: wait in slices so that it is re-read.
    let effectAt = null;
    while (effectAt === null && Date.now() < deadline())
      effectAt = await until(effect, Math.min(deadline(), Date.now() + 500));
    const hydrated = find("hydrated") ?? (await until(() => find("hydrated"), Date.now() + 5000));
    return {
      paintMs: since(paint.at),
      x: paint.x,
      y: paint.y,
      tapMs: since(tap.at),
      handledMs: since(tap.handled),
      // A tap that landed before the control was painted, or beside it, is not a tap on it.
      onTarget: tap.onTarget && tap.at >= paint.at,
      worked: effectAt !== null,
      effectMs: effectAt === null ? null : since(effectAt),
      rootMs: find("root") ? since(find("root").t) : null,
      hydratedMs: hydrated ? since(hydrated.t) : null,
      replaced: Boolean(hydrated?.replaced),
    };
  } finally {
    await within(context.close(), 30_000, "closing the context").catch(() => {});
  }
}

/**
 * The first tap that works, on a grid of STEP_MS after the control's paint in each load. The bench
 * learns of a paint from the page's main thread, some time after it: an offset shorter than that
 * is a tap as soon as the paint is known ("after paint" in the result is the real offset). A tap at
 * offset 0 first; when it is lost, up the grid from React's root in that load to a working offset,
 * then a bisection between it and the last lost one. Assumes that a later tap never fails where an
 * earlier one worked.
 */
async function firstWorkingTap(browser, url, cfg, log) {
  const trials = [];
  const describe = (t) =>
    `${Math.round(t.tapMs)} ms, ${Math.round(t.tapMs - t.paintMs)} ms after paint (handled ${Math.round(t.handledMs)} ms) ${t.worked ? `worked, shown at ${Math.round(t.effectMs)} ms` : t.onTarget ? "lost" : "missed the control"}; painted ${Math.round(t.paintMs)} ms, React root ${t.rootMs === null ? "—" : `${Math.round(t.rootMs)} ms`}, hydrated ${t.hydratedMs === null ? "—" : `${Math.round(t.hydratedMs)} ms${t.replaced ? " (replaced by hydration)" : ""}`}`;
  const results = new Map();
  const at = async (k) => {
    if (results.has(k)) return results.get(k);
    let t;
    try {
      t = await attempt(browser, url, cfg, { afterPaintMs: k * STEP_MS }, log);
      trials.push(t);
      log?.(`first tap ${cfg.label}: tap at paint + ${k * STEP_MS} ms: ${describe(t)}`);
    } catch (error) {
      // Three loads in a row failed: this offset counts as lost, the search goes on.
      log?.(`first tap ${cfg.label}: tap at paint + ${k * STEP_MS} ms: no result (${error.message})`);
      t = { worked: false, onTarget: false };
    }
    results.set(k, t);
    return t;
  };
  const zero = await at(0);
  if (zero.worked) return { worked: zero, trials };
  const ready = zero.rootMs ?? zero.hydratedMs;
  let lo = 0;
  let hi = Math.max(1, Math.floor((Number.isFinite(ready) ? ready - zero.paintMs : 0) / STEP_MS));
  while (!(await at(hi)).worked) {
    lo = hi;
    if (hi * STEP_MS >= MAX_OFFSET_MS) return { worked: null, trials };
    hi += Math.max(1, Math.round(hi / 4));
  }
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if ((await at(mid)).worked) hi = mid;
    else lo = mid;
  }
  return { worked: results.get(hi), trials };
}

/** For each page of `pages` with a control in CONTROLS: `runs` measurements; medians and every run. */
export async function firstTaps(pages, { runs, chromePath, log }) {
  const results = new Map();
  const browser = await chromium.launch({ executablePath: chromePath, args: ARGS });
  try {
    const perPage = new Map(pages.map((p) => [p.key, []]));
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        const cfg = CONTROLS[page.key];
        if (!cfg) continue;
        if (cfg.kind === "hydration") {
          const t = await attempt(browser, page.url, cfg, null, log);
          log?.(
            `first tap ${cfg.label}: painted ${Math.round(t.paintMs)} ms, React root ${Math.round(t.rootMs)} ms, hydrated ${Math.round(t.hydratedMs)} ms`,
          );
          perPage.get(page.key).push(t);
          continue;
        }
        const found = await firstWorkingTap(browser, page.url, cfg, log);
        perPage.get(page.key).push({
          ...(found.worked ?? found.trials.at(-1)),
          worked: Boolean(found.worked),
          trials: found.trials.length,
        });
      }
    }
    for (const [key, list] of perPage) {
      if (list.length === 0) continue;
      const med = (f) => median(list.map(f).filter((v) => typeof v === "number"));
      const worked = list.filter((r) => r.worked !== false);
      results.set(key, {
        control: CONTROLS[key].label,
        runs: list,
        paintMs: med((r) => r.paintMs),
        rootMs: med((r) => r.rootMs),
        hydratedMs: med((r) => r.hydratedMs),
        firstTapMs: worked.length ? median(worked.map((r) => r.tapMs)) : null,
        effectMs: worked.length ? median(worked.map((r) => r.effectMs)) : null,
        handledMs: worked.length ? median(worked.map((r) => r.handledMs)) : null,
        tapAfterPaintMs: worked.length ? median(worked.map((r) => r.tapMs - r.paintMs)) : null,
        failedRuns: list.length - worked.length,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
