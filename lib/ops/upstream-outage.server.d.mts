import type { ServerResponse } from "node:http";

export type UpstreamSeen = { failed: boolean; startedAt?: number | null };
export declare const RETRY_AFTER_SECONDS: number;
export function watchUpstream<T>(seen: UpstreamSeen, handle: () => T): T;
export function noteUpstreamFailure(): void;
export function requestStartedAt(): number | null;
export function answerOutagesWith503(response: ServerResponse, seen: UpstreamSeen): void;
