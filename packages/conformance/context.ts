import type { AttributeGroup, Country, Item, Theme } from "@storefront/shop-answers";
import type { Target } from "./http";
import type { Recorder } from "./report";

/** What one run knows: the target, the options, and what earlier checks found for later ones. */
export type Context = {
  target: Target;
  r: Recorder;
  write: boolean;
  credentials: { email: string; password: string } | null;
  found: { theme?: Theme; attributes: AttributeGroup[]; items: Item[]; countries: Country[] };
};

export const NEEDS_WRITE = "skipped: changes state, run with --write";
export const NEEDS_LOGIN = "skipped: needs --email and --password";
