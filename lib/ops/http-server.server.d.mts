import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";

export type ServerLimits = {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  checkIntervalMs: number;
  maxConnections: number;
};

export declare const SERVER_LIMITS: Readonly<ServerLimits>;
export function answerRefusedMethod(request: IncomingMessage, response: ServerResponse): boolean;
export function createStorefrontServer(onRequest: RequestListener, limits?: Partial<ServerLimits>): Server;
