import { Children, isValidElement, type CSSProperties, type ReactNode } from "react";
import styles from "./catalogue.module.css";

/**
 * A grid of cards: `columns` per row on wide screens (from 992 px), at most 3 from 768 px, 2 below.
 * Each child (keyed by the caller) becomes a list item, so the count is announced.
 */
export function ProductGrid({ columns, children, label }: { columns: number; children: ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} style={{ "--grid-columns": columns } as CSSProperties} aria-label={label} data-columns={columns}>
      {Children.toArray(children).map((child, index) => (
        <li key={isValidElement(child) && child.key !== null ? child.key : index}>{child}</li>
      ))}
    </ul>
  );
}
