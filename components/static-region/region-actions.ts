/** What a feature does for the controls of static regions that carry its data attribute (`data-heart`). */
export type RegionAction = {
  /** A press of the control, the closest element with the attribute (never a disabled one). */
  press?(control: HTMLElement): void;
  /**
   * Sets on a region's controls what the server's HTML cannot know (a heart's aria-pressed), and on a region that
   * sleeps until used (WakeOnUse) what it shows of this browser's state (the header's counts).
   */
  show?(controls: HTMLElement[]): void;
};

const actions = new Map<string, Set<RegionAction>>();
const regions = new Set<() => void>();

/** Shows every action's state again on every region: after a change, or when a feature's state changed. */
export function refreshRegions(): void {
  regions.forEach((show) => show());
}

/**
 * Adds `action` for the controls with `attribute`; several actions of one attribute run in the order they
 * were added. Returns the function that takes it away.
 */
export function registerRegionAction(attribute: string, action: RegionAction): () => void {
  const registered = actions.get(attribute) ?? new Set();
  actions.set(attribute, registered.add(action));
  refreshRegions();
  return () => {
    registered.delete(action);
    refreshRegions();
  };
}

/** Runs the actions of the control pressed at `target`; false when no registered control was pressed. */
export function pressRegionControl(target: Element | null): boolean {
  for (const [attribute, registered] of actions) {
    const control = target?.closest<HTMLElement>(`[${attribute}]`);
    const pressed = [...registered].filter((action) => action.press);
    if (!control || pressed.length === 0) continue;
    if (!(control as HTMLButtonElement).disabled) pressed.forEach((action) => action.press!(control));
    return true;
  }
  return false;
}

/** Shows every action's state on the controls of `region`, now and at each refresh; returns the function that stops it. */
export function showRegionActions(region: HTMLElement): () => void {
  const show = () => {
    for (const [attribute, registered] of actions)
      registered.forEach((action) => action.show?.([...region.querySelectorAll<HTMLElement>(`[${attribute}]`)]));
  };
  show();
  regions.add(show);
  return () => regions.delete(show);
}
