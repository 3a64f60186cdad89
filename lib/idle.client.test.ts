/** @jest-environment jsdom */
import { whenIdleAfterLoad } from "./idle.client";

const readyState = jest.spyOn(document, "readyState", "get");

afterEach(() => {
  readyState.mockReset();
  delete (window as Partial<typeof window>).requestIdleCallback;
});

test("waits for the page's load, then for the browser to be idle", () => {
  const idle: IdleRequestCallback[] = [];
  window.requestIdleCallback = (callback) => idle.push(callback);
  readyState.mockReturnValue("interactive");
  const task = jest.fn();
  whenIdleAfterLoad(task);
  expect(idle).toHaveLength(0);

  window.dispatchEvent(new Event("load"));
  expect(idle).toHaveLength(1);
  expect(task).not.toHaveBeenCalled();
  idle[0]!({ didTimeout: false, timeRemaining: () => 10 });
  expect(task).toHaveBeenCalledTimes(1);
});

test("on a loaded page without requestIdleCallback (Safari), runs in a task of its own", () => {
  jest.useFakeTimers();
  readyState.mockReturnValue("complete");
  const task = jest.fn();
  whenIdleAfterLoad(task);
  expect(task).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(task).toHaveBeenCalledTimes(1);
  jest.useRealTimers();
});
