import { useRef } from "react";
import { useTapReplay } from "@/lib/tap-replay/use-tap-replay";

type Props = {
  /** The typed text, or the quantity. */
  value: string;
  /** What the quantity is of; the controls' names say it ("Quantity of Blue Shirt"). */
  of?: string;
  /** Names the three controls as one group. */
  groupLabel?: string;
  /** The field's name in its form (the form then posts the quantity as typed). */
  name?: string;
  classNames: { group?: string; button?: string; input?: string };
  onStep: (by: 1 | -1) => void;
  onType: (text: string) => void;
  /** On Enter and when the field loses focus, so a half-typed number is not applied early. */
  onCommit: () => void;
  onFocus?: () => void;
};

/** Minus, a numeric text field and plus: the cart's lines and the product page share it; each keeps its own state. */
export function QuantityStepper({ value, of, groupLabel, name, classNames, onStep, onType, onCommit, onFocus }: Props) {
  const named = (what: string) => (of ? `${what} of ${of}` : what);
  const group = useRef<HTMLDivElement>(null);
  useTapReplay(group);
  return (
    <div ref={group} className={classNames.group} role={groupLabel ? "group" : undefined} aria-label={groupLabel}>
      <button
        type="button"
        data-tap
        className={classNames.button}
        aria-label={named("Decrease quantity")}
        onClick={() => onStep(-1)}
      >
        −
      </button>
      <input
        className={classNames.input}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={named("Quantity")}
        name={name}
        value={value}
        onFocus={onFocus}
        onChange={(e) => onType(e.target.value)}
        onBlur={onCommit}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            onCommit();
          }
        }}
      />
      <button
        type="button"
        data-tap
        className={classNames.button}
        aria-label={named("Increase quantity")}
        onClick={() => onStep(1)}
      >
        +
      </button>
    </div>
  );
}
