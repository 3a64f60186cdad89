/**
 * Links that come from the shop API (social links, slide URLs) are only rendered when they are
 * plain http(s) URLs: a `javascript:` or `data:` link from a compromised backend must not run.
 */
export function safeExternalUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "") return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}
