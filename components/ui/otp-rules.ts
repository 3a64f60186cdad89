/**
 * The rules of the one-time-code input, free of the DOM: one character per box,
 * digits only or letters and digits, a paste fills the boxes from the focused one, and the code is
 * complete only when every box holds a character.
 */

export type OtpMode = "numeric" | "letterNumeric";

/** One character that the mode allows: an ASCII digit, or in letter-numeric mode an ASCII letter too. */
export function isAllowedChar(char: string, mode: OtpMode): boolean {
  return mode === "numeric" ? /^[0-9]$/.test(char) : /^[0-9A-Za-z]$/.test(char);
}

export function emptyBoxes(length: number): string[] {
  return Array.from({ length: Math.max(1, Math.floor(length)) }, () => "");
}

/** The boxes resized to `length`, keeping what fits (when the box count changes). */
export function fitBoxes(values: readonly string[], length: number): string[] {
  return emptyBoxes(length).map((_, i) => values[i] ?? "");
}

export function codeOf(values: readonly string[]): string {
  return values.join("");
}

export function isComplete(values: readonly string[]): boolean {
  return values.length > 0 && values.every((v) => v.length === 1);
}

export type OtpEdit = { values: string[]; focus: number };

/**
 * A paste into box `from`: its characters fill that box and the next ones, cut to what fits. Spaces
 * around the text (a code copied with its line break) are dropped; any other disallowed character
 * makes the whole paste ignored (null), as does an empty one. Focus goes to the box after the last
 * filled one, or stays on the last box.
 */
export function applyPaste(values: readonly string[], from: number, text: string, mode: OtpMode): OtpEdit | null {
  const chars = Array.from(text.trim());
  if (chars.length === 0 || !chars.every((c) => isAllowedChar(c, mode))) return null;
  const start = Math.min(Math.max(0, from), values.length - 1);
  const fitting = chars.slice(0, values.length - start);
  const next = [...values];
  fitting.forEach((char, i) => {
    next[start + i] = char;
  });
  return { values: next, focus: Math.min(start + fitting.length, values.length - 1) };
}

/**
 * What the text field of box `index` now holds (`raw`), read as an edit. Empty clears the box. A
 * character typed next to the one already there replaces it. Several characters at once come from
 * autofill or a dropped text: a whole code fills every box (autofill puts it in whichever box had
 * focus), anything else is treated as a paste. A disallowed character is ignored (null).
 */
export function applyInput(values: readonly string[], index: number, raw: string, mode: OtpMode): OtpEdit | null {
  const last = values.length - 1;
  if (raw === "") {
    const next = [...values];
    next[index] = "";
    return { values: next, focus: index };
  }
  const previous = values[index] ?? "";
  // One character more than the box held, next to it: typed over a filled box. Anything longer
  // replaced the value as a whole (autofill sets the full code even in a filled box).
  const typedBeside = previous !== "" && raw.length === previous.length + 1;
  let typed = raw;
  if (typedBeside && raw.startsWith(previous)) typed = raw.slice(previous.length);
  else if (typedBeside && raw.endsWith(previous)) typed = raw.slice(0, raw.length - previous.length);
  const chars = Array.from(typed.trim());
  if (chars.length === 1) {
    const [char = ""] = chars;
    if (!isAllowedChar(char, mode)) return null;
    const next = [...values];
    next[index] = char;
    return { values: next, focus: Math.min(index + 1, last) };
  }
  if (chars.length === values.length) return applyPaste(values, 0, typed, mode);
  return applyPaste(values, index, typed, mode);
}
