import { initialSchema } from "./001-initial";

/** Numbered migrations, applied in order; never edit one that has shipped, add a new one instead. */
export const migrations: readonly { version: number; name: string; sql: string }[] = [
  { version: 1, name: "initial", sql: initialSchema },
];
