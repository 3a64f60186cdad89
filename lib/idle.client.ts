/** Runs `task` once the page has loaded and the browser is idle, so that it never competes with the page's start. */
export function whenIdleAfterLoad(task: () => void): void {
  // Safari has no requestIdleCallback.
  const idle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 1);
  if (document.readyState === "complete") idle();
  else addEventListener("load", idle, { once: true });
}
