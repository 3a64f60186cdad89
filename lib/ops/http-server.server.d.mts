import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

export type ServerLimits = {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  checkIntervalMs: number;
  maxConnections: number;
};

export declare const SERVER_LIMITS: Readonly<ServerLimits>;
export function answerRefusedMethod(request: IncomingMessage, response: ServerResponse, path: string): boolean;
export function lingerOnClose(socket: Socket, lingerMs?: number): void;
export function createStorefrontServer(onRequest: RequestListener, limits?: Partial<ServerLimits>): Server;
