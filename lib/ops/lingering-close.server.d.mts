import type { Socket } from "node:net";

export function lingerOnClose(socket: Socket, lingerMs?: number): void;
