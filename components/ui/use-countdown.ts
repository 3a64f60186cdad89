import { useCallback, useEffect, useState } from "react";
import { VERIFICATION_COUNTDOWN_SECONDS, formatCountdown, isExpired, startCountdown, tick } from "@/lib/countdown";

export type CountdownView = {
  remaining: number;
  expired: boolean;
  /** "mm:ss" */
  text: string;
  /** Starts again from the full length, e.g. after a code is resent. */
  restart: () => void;
};

/**
 * A countdown that ticks each second until zero. It counts whole seconds of wall-clock time, so a
 * background tab whose timers the browser slowed down still shows the right time when it wakes.
 */
export function useCountdown(seconds = VERIFICATION_COUNTDOWN_SECONDS): CountdownView {
  const [state, setState] = useState(() => startCountdown(seconds));
  const [run, setRun] = useState(0);
  const expired = isExpired(state);

  useEffect(() => {
    if (expired) return;
    let counted = Date.now();
    const timer = setInterval(() => {
      const wholeSeconds = Math.floor((Date.now() - counted) / 1000);
      if (wholeSeconds <= 0) return;
      counted += wholeSeconds * 1000;
      setState((current) => tick(current, wholeSeconds));
    }, 1000);
    return () => clearInterval(timer);
  }, [run, expired]);

  const restart = useCallback(() => {
    setState(startCountdown(seconds));
    setRun((n) => n + 1);
  }, [seconds]);

  return { remaining: state.remaining, expired, text: formatCountdown(state), restart };
}
