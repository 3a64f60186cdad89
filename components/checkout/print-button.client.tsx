"use client";

import styles from "./receipt.module.css";

export function PrintButton() {
  return (
    <button type="button" className={styles.action} onClick={() => window.print()}>
      Print
    </button>
  );
}
