/**
 * Policy texts name the shop with a placeholder that shops write either as `{site_name}` or as
 * `[site_name]`, in any letter case (packages/shop-api/CONTRACT.md); each occurrence becomes the host name.
 */
const SITE_NAME_PLACEHOLDER = /\{site_name\}|\[site_name\]/gi;

export function fillSiteName(text: string, hostName: string): string {
  return text.replace(SITE_NAME_PLACEHOLDER, () => hostName);
}
