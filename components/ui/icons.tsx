import type { ReactNode } from "react";

/** Inline SVG icons (no icon font, no request). Decorative: the link or button carries the name. */

type IconProps = { size?: number };

function Icon({ size, strokeWidth = 2, children }: { size: number; strokeWidth?: number; children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const HEART_ID = "icon-heart";
const USER_ID = "icon-user";
const CART_ID = "icon-cart";

/**
 * The icons a page draws many times (a heart on every card) or inside the header's islands, defined once:
 * the header renders this on every page, and each drawing is a `<use>` of it, a few bytes instead of the
 * whole path (twice, as a static region's markup is also in the RSC payload), and one element for the
 * browser to hydrate instead of every shape.
 */
export function IconSprite() {
  return (
    <svg width="0" height="0" style={{ position: "absolute" }} aria-hidden="true" focusable="false">
      <symbol id={HEART_ID} viewBox="0 0 24 24">
        <path d="M12 21s-7.5-4.6-9.5-9.1C1.1 8.6 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.5 0 5.7 3.6 4.3 6.9C19.5 16.4 12 21 12 21z" />
      </symbol>
      <symbol id={USER_ID} viewBox="0 0 24 24">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
      </symbol>
      <symbol id={CART_ID} viewBox="0 0 24 24">
        <path d="M3 4h2l2.4 11.2a2 2 0 002 1.6h8.2a2 2 0 002-1.6L21 8H6.2" />
        <circle cx="10" cy="20.5" r="1.3" />
        <circle cx="18" cy="20.5" r="1.3" />
      </symbol>
    </svg>
  );
}

/** Drawn from IconSprite: its fill follows the element's (a pressed heart fills it). */
export function HeartIcon({ size = 22 }: IconProps) {
  return (
    <Icon size={size}>
      <use href={`#${HEART_ID}`} />
    </Icon>
  );
}

/** Drawn from IconSprite, as CartIcon: the stroke follows the element's. */
export function UserIcon({ size = 22 }: IconProps) {
  return (
    <Icon size={size}>
      <use href={`#${USER_ID}`} />
    </Icon>
  );
}

export function CartIcon({ size = 22 }: IconProps) {
  return (
    <Icon size={size}>
      <use href={`#${CART_ID}`} />
    </Icon>
  );
}

export function SearchIcon({ size = 20 }: IconProps) {
  return (
    <Icon size={size}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </Icon>
  );
}

export function ChevronIcon({ size = 14 }: IconProps) {
  return (
    <Icon size={size} strokeWidth={2.5}>
      <path d="M6 9l6 6 6-6" />
    </Icon>
  );
}

export function MenuIcon({ size = 20 }: IconProps) {
  return (
    <Icon size={size} strokeWidth={2.5}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  );
}
