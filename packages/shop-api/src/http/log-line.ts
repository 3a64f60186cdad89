/**
 * The log is plain text read line by line (bench/upstream.mjs parses request lines), and request paths
 * arrive percent-decoded: line breaks, terminal escapes and Unicode line separators are written as
 * escapes, so nothing a client sends can start a line of its own.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const escapeChar = (ch: string) => {
  const named: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };
  return named[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;
};

export const escapeLogLine = (line: string): string => line.replace(UNSAFE, escapeChar);

/** A path as one space-free token of the request line. */
export const logPath = (path: string): string => path.replace(/ /g, "%20");
