import { ChevronIcon, MenuIcon } from "@/components/ui/icons";
import styles from "./site-header.module.css";

type NavOption = { id: number; label: string; href: string };
export type NavGroup = { id: number; heading: string; href: string; options: NavOption[] };

const CATEGORIES = "categories";

/**
 * Category dropdown (to /catagory/{fk_column_name}/{setting_id}) and the mega-menu of each header
 * attribute's options, every panel closed: static markup (docs/adr/0013-static-regions.md), which
 * NavMenus opens and closes. Under the 768 px breakpoint the main navigation folds behind a 'Menu'
 * button (closed in the server HTML too, so opening the page shifts nothing).
 */
export function HeaderNavMarkup({ groups }: { groups: NavGroup[] }) {
  return (
    <>
      <div className={styles.navItem} data-nav-item="">
        <button
          id={`nav-button-${CATEGORIES}`}
          type="button"
          data-tap=""
          className={`${styles.navButton} ${styles.categoriesButton}`}
          aria-expanded="false"
          aria-controls={`nav-panel-${CATEGORIES}`}
        >
          All Categories <ChevronIcon />
        </button>
        <ul id={`nav-panel-${CATEGORIES}`} className={styles.dropdown} data-open="false">
          {groups.map((group) => (
            <li key={group.id}>
              <a href={group.href}>{group.heading}</a>
            </li>
          ))}
        </ul>
      </div>

      <button
        type="button"
        data-tap=""
        data-nav-menu=""
        className={`${styles.navButton} ${styles.menuButton}`}
        aria-expanded="false"
        aria-controls="nav-main"
      >
        <MenuIcon /> Menu
      </button>
      <ul id="nav-main" className={styles.mainNav} data-menu-open="false">
        <li>
          <a href="/" className={styles.navLink}>
            Home
          </a>
        </li>
        {groups.map((group) => {
          const id = `group-${group.id}`;
          return (
            <li key={group.id} className={styles.navItem} data-nav-item="">
              <button
                id={`nav-button-${id}`}
                type="button"
                data-tap=""
                className={styles.navButton}
                aria-expanded="false"
                aria-controls={`nav-panel-${id}`}
              >
                {group.heading} <ChevronIcon />
              </button>
              <div id={`nav-panel-${id}`} className={styles.megaPanel} data-open="false">
                <p className={styles.megaHeading}>{group.heading}</p>
                <ul>
                  {group.options.map((option) => (
                    <li key={option.id}>
                      <a href={option.href}>{option.label}</a>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
