/**
 * Coalesces quick, repeated changes to the same cart line into few server calls. Each line (key)
 * keeps only the latest wanted state (a patch merged field by field); a call is sent once the line
 * has been quiet for `delayMs`, and a line never has two calls in flight at once, so the calls of
 * one line reach the server in order and the last one carries the last wish. When nothing is
 * waiting or in flight any more, `onIdle` runs (the cart then re-reads the server's figures).
 */

/** What a line should become on the server. `removed` wins over anything merged before it. */
export type LinePatch = { quantity?: number; finalize?: boolean; removed?: true };

/** The later patch wins field by field; a removal replaces everything, and a change after it revives the line. */
export function mergeLinePatch(previous: LinePatch | undefined, next: LinePatch): LinePatch {
  if (next.removed) return { removed: true };
  if (!previous || previous.removed) return { ...next };
  return { ...previous, ...next };
}

type Timers = {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
};

const realTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type CoalescingQueueOptions<P> = {
  delayMs: number;
  merge(previous: P | undefined, next: P): P;
  /** Sends one line's merged patch; its failures are the sender's to report (a rejection is ignored). */
  send(key: string, patch: P): Promise<void>;
  onIdle?(): void;
  timers?: Timers;
};

export class CoalescingQueue<P> {
  private readonly waiting = new Map<string, P>();
  private readonly timers = new Map<string, unknown>();
  private readonly inFlight = new Set<string>();
  private idleWaiters: (() => void)[] = [];
  private readonly clock: Timers;

  constructor(private readonly options: CoalescingQueueOptions<P>) {
    this.clock = options.timers ?? realTimers;
  }

  /** Records a wish for a line and (re)starts its quiet period. */
  push(key: string, patch: P): void {
    this.waiting.set(key, this.options.merge(this.waiting.get(key), patch));
    const timer = this.timers.get(key);
    if (timer !== undefined) this.clock.clear(timer);
    this.timers.delete(key);
    // Someone waits for the queue to settle (checkout): no quiet period then.
    if (this.idleWaiters.length > 0) return this.fire(key);
    this.timers.set(
      key,
      this.clock.set(() => {
        this.timers.delete(key);
        this.fire(key);
      }, this.options.delayMs),
    );
  }

  /** Whether a line has a wish newer than the call in flight. */
  hasWaiting(key: string): boolean {
    return this.waiting.has(key);
  }

  get idle(): boolean {
    return this.waiting.size === 0 && this.inFlight.size === 0;
  }

  /** Sends every waiting wish now, without waiting for the quiet period (before checkout, on page hide). */
  flush(): void {
    for (const [key, timer] of [...this.timers]) {
      this.clock.clear(timer);
      this.timers.delete(key);
      this.fire(key);
    }
  }

  /** Resolves once every wish has been answered (sends waiting ones at once). */
  settled(): Promise<void> {
    this.flush();
    if (this.idle) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Forgets every wish (sign-out): calls in flight finish but nothing follows them. */
  clear(): void {
    for (const timer of this.timers.values()) this.clock.clear(timer);
    this.timers.clear();
    this.waiting.clear();
  }

  private fire(key: string): void {
    if (this.inFlight.has(key)) return; // sent when the call in flight returns
    const patch = this.waiting.get(key);
    if (patch === undefined) return this.checkIdle();
    this.waiting.delete(key);
    this.inFlight.add(key);
    let sending: Promise<void>;
    try {
      sending = this.options.send(key, patch);
    } catch {
      sending = Promise.resolve();
    }
    void sending
      .catch(() => undefined)
      .then(() => {
        this.inFlight.delete(key);
        // A wish that arrived meanwhile and whose quiet period is already over goes out now.
        if (this.waiting.has(key) && !this.timers.has(key)) this.fire(key);
        else this.checkIdle();
      });
  }

  private checkIdle(): void {
    if (!this.idle) return;
    this.options.onIdle?.();
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
