import { lazy, type ComponentType } from "react";

/**
 * A region's markup component, rendered by the server at once; in the browser its code loads only where
 * there is no server DOM to adopt. Call it with `typeof window === "undefined" ? require(path)… : undefined`
 * as the server's copy: Next compiles that test away, so the browser's bundle holds only `load`'s lazy
 * import (a React.lazy component on the server would be streamed after the page and moved into place).
 */
export function regionMarkup<Props extends object>(
  serverCopy: ComponentType<Props> | undefined,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return serverCopy ?? lazy(() => load().then((component) => ({ default: component })));
}
