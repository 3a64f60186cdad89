import type { IncomingHttpHeaders, IncomingMessage } from "node:http";

type Request = Pick<IncomingMessage, "headers" | "method" | "url"> & { socket?: { encrypted?: boolean } };

export function requestIdOf(headers: IncomingHttpHeaders, trustProxy: boolean): string;
export function shopOf(request: Request, trustProxy: boolean): string | null;
export function pathOf(url?: string): string;
export function requestLine(options: {
  request: Request;
  status: number;
  durationMs: number;
  requestId: string;
  trustProxy: boolean;
  finished?: boolean;
}): {
  shop: string | null;
  method: string | undefined;
  path: string;
  status: number;
  duration_ms: number;
  request_id: string;
  aborted?: true;
};
