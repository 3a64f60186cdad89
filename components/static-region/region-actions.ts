/**
 * What a feature does for the controls of static regions that carry its data attribute: `heart` for
 * `data-heart`, `addToCart` for `data-add-to-cart` (the key as in `element.dataset`).
 */
export type RegionAction = {
  /** A press of the control, the closest element with the attribute (never a disabled one). */
  press(control: HTMLElement): void;
  /** Sets on the region's controls what the server's HTML cannot know (a heart's aria-pressed). */
  show?(controls: HTMLElement[]): void;
  /** Calls `listener` whenever `show` would set something else. */
  subscribe?(listener: () => void): () => void;
};

const actions = new Map<string, Set<RegionAction>>();
const listeners = new Set<() => void>();

const selector = (key: string) => `[data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}]`;

/**
 * Adds `action` for the controls with `data-<key>`; several actions of one key run in the order they were
 * added. Returns the function that takes it away.
 */
export function registerRegionAction(key: string, action: RegionAction): () => void {
  const registered = actions.get(key) ?? new Set();
  actions.set(key, registered.add(action));
  listeners.forEach((listener) => listener());
  return () => {
    registered.delete(action);
    listeners.forEach((listener) => listener());
  };
}

/** Runs the actions of the control pressed at `target`; false when no registered control was pressed. */
export function pressRegionControl(target: Element | null): boolean {
  for (const [key, registered] of actions) {
    const control = target?.closest<HTMLElement>(selector(key));
    if (!control || registered.size === 0) continue;
    if (!(control instanceof HTMLButtonElement && control.disabled))
      registered.forEach((action) => action.press(control));
    return true;
  }
  return false;
}

/**
 * Shows every action's state on the controls of `region` now, when an action is added or taken away, and
 * when an action's state changes. Returns the function that stops it.
 */
export function showRegionActions(region: HTMLElement): () => void {
  let stops: (() => void)[] = [];
  const showAll = () => {
    stops.forEach((stop) => stop());
    stops = [];
    for (const [key, registered] of actions)
      for (const { show, subscribe } of registered) {
        if (!show) continue;
        const update = () => show([...region.querySelectorAll<HTMLElement>(selector(key))]);
        update();
        if (subscribe) stops.push(subscribe(update));
      }
  };
  showAll();
  listeners.add(showAll);
  return () => {
    listeners.delete(showAll);
    stops.forEach((stop) => stop());
  };
}
