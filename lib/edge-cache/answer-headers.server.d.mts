import type { ServerResponse } from "node:http";

export function withEdgeHeaders<T>(response: ServerResponse, handle: () => T): T;
