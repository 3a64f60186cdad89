import {
  VERIFICATION_COUNTDOWN_SECONDS,
  formatCountdown,
  isExpired,
  startCountdown,
  tick,
  type Countdown,
} from "./countdown";

describe("verification countdown", () => {
  it("starts at 9 minutes 60 seconds, shown as 10:00", () => {
    expect(VERIFICATION_COUNTDOWN_SECONDS).toBe(600);
    const start = startCountdown();
    expect(start.remaining).toBe(600);
    expect(formatCountdown(start)).toBe("10:00");
    expect(isExpired(start)).toBe(false);
  });

  it("ticks one second at a time: 10:00, 09:59, 09:58", () => {
    const texts: string[] = [];
    let state = startCountdown();
    for (let i = 0; i < 3; i += 1) {
      texts.push(formatCountdown(state));
      state = tick(state);
    }
    expect(texts).toEqual(["10:00", "09:59", "09:58"]);
  });

  it("reaches zero after 600 ticks, expires, and stays at zero", () => {
    let state: Countdown = startCountdown();
    for (let i = 0; i < 599; i += 1) state = tick(state);
    expect(formatCountdown(state)).toBe("00:01");
    expect(isExpired(state)).toBe(false);
    state = tick(state);
    expect(formatCountdown(state)).toBe("00:00");
    expect(isExpired(state)).toBe(true);
    expect(tick(state)).toEqual({ remaining: 0 });
  });

  it("catches up several seconds at once", () => {
    expect(tick(startCountdown(), 61).remaining).toBe(539);
    expect(formatCountdown(tick(startCountdown(), 61))).toBe("08:59");
    expect(tick(startCountdown(30), 90).remaining).toBe(0);
  });

  it("ignores a zero, negative or fractional step", () => {
    const state = startCountdown(10);
    expect(tick(state, 0)).toBe(state);
    expect(tick(state, -5)).toBe(state);
    expect(tick(state, 2.9).remaining).toBe(8);
  });

  it("formats other lengths", () => {
    expect(formatCountdown(startCountdown(65))).toBe("01:05");
    expect(formatCountdown(startCountdown(0))).toBe("00:00");
    expect(formatCountdown(startCountdown(3600))).toBe("60:00");
    expect(startCountdown(-3).remaining).toBe(0);
  });
});
