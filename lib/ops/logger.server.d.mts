import type { DestinationStream, Logger } from "pino";

export function logLevel(env: Record<string, string | undefined>): string;
export function withRequestId<T>(requestId: string, handle: () => T): T;
export function createLogger(options?: {
  level?: string;
  destination?: DestinationStream | NodeJS.WritableStream;
}): Logger;
export function logger(): Logger;
