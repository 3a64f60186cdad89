import { execFile } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Varnish's health probe of each instance (`/readyz`): how often, and how many checks of a window must pass. */
type EdgeProbe = { intervalS: number; timeoutS: number; window: number; threshold: number; initial: number };

type EdgeSettings = {
  root: string;
  /** The runner's temporary directory: the VCL goes to `{dir}/vcl`, varnishd's working files to `{dir}/varnish`. */
  dir: string;
  port: number;
  /** The storefront instances on 127.0.0.1, taken in turn (round robin). */
  storePorts: readonly number[];
  purgeSecret: string;
  probe: EdgeProbe;
  storageMb: number;
  /** A management port for varnishadm (taking an instance out, as a load balancer does), with its secret. */
  admin?: { port: number; secret: string };
};

/**
 * Varnish in front of the storefront instances as an operator installs it (README "Edge cache"): the
 * shipped VCL (deploy/varnish/default.vcl) as it is, beside a site file naming the instances, the
 * purgers (127.0.0.1) and the purge secret, and varnishd run with the idle timeout the VCL's header
 * asks for. Writes the VCL files and answers varnishd's arguments (run it with `-F`, stopped by its own
 * PID: its worker process ends with it) and, with `admin`, a varnishadm of that instance.
 */
export function prepareEdge(settings: EdgeSettings) {
  const { dir, probe } = settings;
  // varnishd reads the VCL as its own unprivileged user.
  chmodSync(dir, 0o755);
  const vcl = join(dir, "vcl");
  mkdirSync(vcl, { recursive: true });
  copyFileSync(join(settings.root, "deploy", "varnish", "default.vcl"), join(vcl, "default.vcl"));
  const probeLine = `.probe = { .url = "/readyz"; .interval = ${probe.intervalS}s; .timeout = ${probe.timeoutS}s; .window = ${probe.window}; .threshold = ${probe.threshold}; .initial = ${probe.initial}; }`;
  const backends = settings.storePorts.map(
    (port, i) => `backend storefront_${i + 1} { .host = "127.0.0.1"; .port = "${port}"; ${probeLine} }`,
  );
  writeFileSync(
    join(vcl, "storefront-site.vcl"),
    `import directors;
${backends.join("\n")}
acl purgers { "127.0.0.1"; }
sub storefront_purge_secret { set req.http.x-purge-secret-expected = "${settings.purgeSecret}"; }
sub vcl_init {
    new storefront = directors.round_robin();
${settings.storePorts.map((_, i) => `    storefront.add_backend(storefront_${i + 1});`).join("\n")}
}
sub storefront_backend { set req.backend_hint = storefront.backend(); }
`,
  );
  const workDir = join(dir, "varnish");
  const secretFile = join(dir, "varnish-secret");
  const { admin } = settings;
  if (admin) writeFileSync(secretFile, `${admin.secret}\n`, { mode: 0o600 });
  const management = admin
    ? ["-T", `127.0.0.1:${admin.port}`, "-S", secretFile]
    : // No management port: nothing to leave open.
      ["-T", "none"];
  const args = [
    ...["-F", "-a", `127.0.0.1:${settings.port}`, ...management, "-n", workDir, "-s", `malloc,${settings.storageMb}m`],
    // Below the storefront's 5 s keep-alive (lib/ops/http-server.server.mjs), as the VCL's header says.
    ...["-p", "backend_idle_timeout=4"],
    ...["-p", `vcl_path=${vcl}`, "-f", join(vcl, "default.vcl")],
  ];
  const varnishadm = (...command: string[]) =>
    new Promise<string>((done, fail) => {
      if (!admin) return fail(new Error("this Varnish has no management port"));
      execFile(
        "varnishadm",
        ["-T", `127.0.0.1:${admin.port}`, "-S", secretFile, ...command],
        { timeout: 10_000 },
        (error, out) => (error ? fail(new Error(`varnishadm ${command.join(" ")}: ${error.message}`)) : done(out)),
      );
    });
  return { args, workDir, varnishadm };
}
