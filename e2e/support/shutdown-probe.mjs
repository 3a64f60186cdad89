// Preloaded into server.mjs by e2e/operations.spec.ts (`node --import`): a shutdown step that says it ran.
import { writeSync } from "node:fs";
import { onShutdown } from "../../lib/ops/shutdown.server.mjs";

onShutdown(() => void writeSync(1, "shutdown step ran\n"));
