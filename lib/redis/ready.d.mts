// Types of lib/redis/ready.mjs (plain JavaScript: the page cache handler loads it unbundled).
import type Redis from "ioredis";

export declare function readyWithin(client: Redis | null | undefined, timeoutMs: number): Promise<boolean>;
