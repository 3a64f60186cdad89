import "server-only";
import { headers } from "next/headers";

/**
 * Whether the running Server Action was called by React in the page (JavaScript on: Next's client sends
 * the action's id as the `Next-Action` header) rather than posted as a plain form (no JavaScript: the id
 * is a form field). A plain post's action ends with `redirect()` to the next page; a scripted one
 * answers its state, and the browser does what comes next (ADR 14).
 */
export async function isScriptedAction(): Promise<boolean> {
  return (await headers()).has("next-action");
}
