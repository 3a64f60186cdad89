import { capitalise } from "@/lib/text";
import { StaticRegion } from "@/components/static-region/static-region";
import styles from "./page.module.css";

/**
 * The shared page header: a Home link, then the page's first header text
 * and its second one, the second shown as a capitalised title. Plain markup, not hydrated (a static
 * region: its Home link opens in the app through the region's listener).
 */
export function BreadcrumbHeader({ first, second }: { first: string; second?: string }) {
  const title = second ? capitalise(second) : first;
  return (
    <StaticRegion as="section" className={styles.pageHeader}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <nav aria-label="Breadcrumb">
        <ol className={styles.breadcrumb}>
          <li>
            <a href="/">Home</a>
          </li>
          <li aria-current={second ? undefined : "page"}>{first}</li>
          {second ? <li aria-current="page">{title}</li> : null}
        </ol>
      </nav>
    </StaticRegion>
  );
}
