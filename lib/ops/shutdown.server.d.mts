export function onShutdown(close: () => Promise<void> | void): void;
export function runShutdown(timeoutMs?: number): Promise<unknown[]>;
