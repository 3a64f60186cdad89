/** @jest-environment jsdom */
import { act, renderHook } from "@testing-library/react";
import { useCountdown } from "./use-countdown";

describe("useCountdown", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("starts at 10:00 for the verification code", () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.text).toBe("10:00");
    expect(result.current.expired).toBe(false);
  });

  it("ticks each second", () => {
    const { result } = renderHook(() => useCountdown());
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.text).toBe("09:59");
    act(() => jest.advanceTimersByTime(60_000));
    expect(result.current.text).toBe("08:59");
  });

  it("stops at zero, expired, and clears its timer", () => {
    const { result } = renderHook(() => useCountdown(3));
    act(() => jest.advanceTimersByTime(3000));
    expect(result.current.remaining).toBe(0);
    expect(result.current.expired).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.text).toBe("00:00");
  });

  it("restarts from the full length", () => {
    const { result } = renderHook(() => useCountdown(5));
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.expired).toBe(true);
    act(() => result.current.restart());
    expect(result.current.text).toBe("00:05");
    act(() => jest.advanceTimersByTime(2000));
    expect(result.current.text).toBe("00:03");
  });

  it("restarts while running without leaving a second timer", () => {
    const { result } = renderHook(() => useCountdown(10));
    act(() => jest.advanceTimersByTime(4000));
    act(() => result.current.restart());
    expect(jest.getTimerCount()).toBe(1);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(9);
  });

  it("catches up when timers were held back, as in a background tab", () => {
    const { result } = renderHook(() => useCountdown());
    act(() => {
      jest.setSystemTime(Date.now() + 30_000); // the clock moved on but no timer fired
      jest.advanceTimersByTime(1000);
    });
    expect(result.current.text).toBe("09:29");
  });

  it("clears its timer on unmount", () => {
    const { unmount } = renderHook(() => useCountdown());
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
