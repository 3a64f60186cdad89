import type { Attempts } from "./account/attempts";
import type { ScryptCost } from "./account/passwords";
import type { RevalidateSettings } from "./admin/revalidate";
import type { Db } from "./db/open";

/** What every handler reaches through `c.var.deps`. Built by `openShopApi` (server.ts). */
export type Deps = {
  db: Db;
  /** HS256 key for customer tokens. */
  tokenSecret: Buffer;
  /** Root of the files served at GET /storage/* (seeded images live under shops/{id}/). */
  storageDir: string;
  /** One line of log output (request lines, outbox mail, errors). */
  log: (line: string) => void;
  /** Clock, injectable so tests can check expiry without waiting. */
  now: () => Date;
  /** Base URL at which browsers reach this API (sandbox pages); undefined: the request's own origin (http/urls.ts). */
  publicUrl: string | undefined;
  /** Shared with the storefront's server: required (besides a token) to read merchant secrets; null refuses everyone. */
  serverKey: string | null;
  /** Demo mode: the mail outbox and the sandbox payment pages are mounted (npm run demo, tests). */
  demo: boolean;
  /** Answers carry only the fields the spec names (http/spec-minimal.ts): the storefront's tests against a bare backend. */
  specMinimal: boolean;
  /** Cost of new password hashes (OWASP_SCRYPT unless a test asks for a cheaper one). */
  passwordCost: ScryptCost;
  /** Wrong passwords and codes counted per account, address and shop (account/attempts.ts). */
  attempts: Attempts;
  /** Where and how admin edits tell the storefront to revalidate its cache (admin/revalidate.ts). */
  revalidate: RevalidateSettings;
};
