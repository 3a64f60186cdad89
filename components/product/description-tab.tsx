import { SafeHtml } from "@/components/catalogue/safe-html";
import { StaticRegion } from "@/components/static-region/static-region";
import styles from "./product.module.css";

/**
 * The Description tab: the product's `description` HTML, sanitised. It is the only tab, so it is always
 * selected, and nothing in it changes: a static region, not hydrated.
 */
export function DescriptionTab({ html }: { html: string }) {
  return (
    <StaticRegion as="section" className={styles.tabs}>
      <div role="tablist" aria-label="Product information" className={styles.tabList}>
        <button
          type="button"
          role="tab"
          id="tab-description"
          aria-selected="true"
          aria-controls="panel-description"
          className={styles.tab}
        >
          Description
        </button>
      </div>
      <div
        role="tabpanel"
        id="panel-description"
        aria-labelledby="tab-description"
        tabIndex={0}
        className={styles.tabPanel}
      >
        <SafeHtml html={html} className={styles.description} />
      </div>
    </StaticRegion>
  );
}
