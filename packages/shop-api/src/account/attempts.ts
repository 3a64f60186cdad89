/**
 * Budgets of wrong passwords and wrong codes (CONTRACT.md "Attempt limits"), counted in this process's
 * memory in fixed windows. Only failures count, so signing in and entering the right code never run
 * out, however often a test suite does it from one address.
 */

type Budget = { failures: number; windowMs: number };
type BudgetName = "loginPerAccount" | "loginPerAddress" | "codePerAccount" | "codePerAddress" | "codePerShop";
export type AttemptBudgets = Record<BudgetName, Budget>;

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const ATTEMPT_BUDGETS: AttemptBudgets = {
  // Above the storefront's own 20 attempts per account in 10 minutes, so that its friendlier answer comes first.
  loginPerAccount: { failures: 20, windowMs: FIFTEEN_MINUTES },
  loginPerAddress: { failures: 200, windowMs: FIFTEEN_MINUTES },
  codePerAccount: { failures: 10, windowMs: FIFTEEN_MINUTES },
  codePerAddress: { failures: 100, windowMs: FIFTEEN_MINUTES },
  // Shared by every account of a shop: guesses spread over many accounts add up here (SECURITY.md has the odds).
  codePerShop: { failures: 15, windowMs: FIFTEEN_MINUTES },
};

/** Beyond this many keys, windows that have ended are dropped; past twice as many, the oldest go. */
const MAX_KEYS = 50_000;

class FailureWindows {
  private readonly windows = new Map<string, { failures: number; endsAt: number }>();
  constructor(private readonly budget: Budget) {}

  waitMs(key: string, now: number): number {
    const w = this.windows.get(key);
    if (!w || w.endsAt <= now || w.failures < this.budget.failures) return 0;
    return w.endsAt - now;
  }

  fail(key: string, now: number): void {
    const w = this.windows.get(key);
    if (w && w.endsAt > now) w.failures += 1;
    else this.windows.set(key, { failures: 1, endsAt: now + this.budget.windowMs });
    if (this.windows.size > MAX_KEYS) this.prune(now);
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [key, w] of this.windows) if (w.endsAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size <= MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}

export type Check = [name: BudgetName, key: string];

export class Attempts {
  private readonly windows: Record<BudgetName, FailureWindows>;
  constructor(budgets: AttemptBudgets) {
    this.windows = {
      loginPerAccount: new FailureWindows(budgets.loginPerAccount),
      loginPerAddress: new FailureWindows(budgets.loginPerAddress),
      codePerAccount: new FailureWindows(budgets.codePerAccount),
      codePerAddress: new FailureWindows(budgets.codePerAddress),
      codePerShop: new FailureWindows(budgets.codePerShop),
    };
  }

  /** The check whose budget is spent and how long until it has room again, or null. */
  spent(checks: readonly Check[], now: Date): { name: BudgetName; waitMs: number } | null {
    for (const [name, key] of checks) {
      const waitMs = this.windows[name].waitMs(key, now.getTime());
      if (waitMs > 0) return { name, waitMs };
    }
    return null;
  }

  fail(checks: readonly Check[], now: Date): void {
    for (const [name, key] of checks) this.windows[name].fail(key, now.getTime());
  }

  clear(checks: readonly Check[]): void {
    for (const [name, key] of checks) this.windows[name].clear(key);
  }
}

export const shopCodeCheck = (shopId: number): Check => ["codePerShop", String(shopId)];
