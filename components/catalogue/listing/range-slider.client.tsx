"use client";

import { useEffect, useRef, type CSSProperties } from "react";
import { moveHandle, type SliderPair } from "@/lib/listing/ranges";
import styles from "./listing.module.css";

export type RangeSliderProps = {
  /** Visible heading, e.g. 'Price Range'. */
  label: string;
  /** Query prefix: inputs are named `{name}_min` and `{name}_max` (a GET form without JavaScript). */
  name: "price" | "discount";
  ceiling: number;
  value: SliderPair;
  format(value: number): string;
  onChange(value: SliderPair): void;
  /** A handle was let go (pointer up, or a pause after keyboard steps). */
  onCommit(value: SliderPair): void;
};

/** How long keyboard steps may pause before the range is applied. */
const KEYBOARD_COMMIT_MS = 450;

/** Two handles on one track, 0..ceiling; the low handle stops at the high one and vice versa. */
export function RangeSlider({ label, name, ceiling, value, format, onChange, onCommit }: RangeSliderProps) {
  const [low, high] = value;
  const latest = useRef(value);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commitSoon = (delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onCommit(latest.current), delay);
  };
  const change = (handle: "low" | "high", raw: string) => {
    const next = moveHandle(latest.current, handle, Number(raw), ceiling);
    latest.current = next;
    onChange(next);
  };

  const disabled = ceiling <= 0;
  const percent = (v: number) => (ceiling > 0 ? (v / ceiling) * 100 : 0);
  const track = { "--range-low": `${percent(low)}%`, "--range-high": `${percent(high)}%` } as CSSProperties;
  const id = `range-${name}`;
  // Handles on one spot: the one with room to move stays on top, so it can still be grabbed.
  const lowOnTop = low === high && low >= ceiling / 2;
  const common = {
    min: 0,
    max: ceiling,
    step: 1,
    disabled,
    className: styles.rangeInput,
    onPointerUp: () => commitSoon(0),
    onKeyUp: () => commitSoon(KEYBOARD_COMMIT_MS),
  };

  return (
    <fieldset className={styles.filterBlock}>
      <legend className={styles.filterHeading}>{label}</legend>
      <p className={styles.rangeValues} id={`${id}-values`} aria-live="polite">
        {format(low)} – {format(high)}
      </p>
      <div className={styles.range} style={track}>
        <input
          type="range"
          {...common}
          name={`${name}_min`}
          value={low}
          aria-label={`Minimum ${name}`}
          style={lowOnTop ? { zIndex: 3 } : undefined}
          aria-valuetext={format(low)}
          onChange={(e) => change("low", e.target.value)}
        />
        <input
          type="range"
          {...common}
          name={`${name}_max`}
          value={high}
          aria-label={`Maximum ${name}`}
          aria-valuetext={format(high)}
          onChange={(e) => change("high", e.target.value)}
        />
      </div>
    </fieldset>
  );
}
