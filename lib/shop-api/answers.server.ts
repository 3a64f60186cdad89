import "server-only";
import { shopAnswers } from "@storefront/shop-answers";
import { getConfig } from "@/lib/config";
import { displayableImage } from "@/lib/media";

/**
 * The schemas of the shop API's answers that hold images (packages/shop-answers), keeping only the images
 * this storefront shows (lib/media.ts). Server only (zod is large): client code imports types from the
 * package at most (`import type`) and reads the storefront's own `/api` answers, parsed here, without a
 * second check (docs/adr/0005-validate-once.md).
 */
export const answers = shopAnswers({ image: (value) => displayableImage(value, getConfig()) });
