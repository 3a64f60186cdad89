import { telHref } from "@/lib/content/contact";
import { COOKIE_SETTINGS_ATTRIBUTE } from "@/lib/pixel";
import type { Shop } from "@/lib/current-shop.server";
import styles from "./site-footer.module.css";

type Link = { href: string; label: string };

export type FooterColumnsData = {
  contact: Pick<Shop["contact"], "address" | "phone" | "email">;
  socialLinks: { name: string; href: string }[];
  /** The shop's pages the footer links, with their paths. */
  pages: Link[];
  /** The product tags: every attribute with its category link. */
  tags: Link[];
  /** The shop loads a marketing pixel, so the visitor can change their consent here. */
  cookieSettings: boolean;
};

/** The footer's contact, page links and product tags: plain markup, a static region's (FooterColumns). */
export function FooterColumnsMarkup({ contact, socialLinks, pages, tags, cookieSettings }: FooterColumnsData) {
  return (
    <>
      <section aria-labelledby="footer-contact">
        <h2 id="footer-contact" className={styles.heading}>
          Contact
        </h2>
        <address className={styles.contact}>
          {contact.address ? <p>{contact.address}</p> : null}
          {contact.phone ? (
            <p>
              <a href={telHref(contact.phone)}>{contact.phone}</a>
            </p>
          ) : null}
          {contact.email ? (
            <p>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
          ) : null}
        </address>
        {socialLinks.length > 0 ? (
          <ul className={styles.social} aria-label="Social media">
            {socialLinks.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="footer-pages">
        <h2 id="footer-pages" className={styles.heading}>
          Information
        </h2>
        <ul className={styles.links}>
          <li>
            <a href="/">Home</a>
          </li>
          {pages.map((p) => (
            <li key={p.href}>
              <a href={p.href}>{p.label}</a>
            </li>
          ))}
          {cookieSettings ? (
            <li>
              {/* A button: it opens the consent banner (components/consent/) rather than going anywhere. */}
              <button type="button" className={styles.linkButton} {...{ [COOKIE_SETTINGS_ATTRIBUTE]: "" }}>
                Cookie settings
              </button>
            </li>
          ) : null}
        </ul>
      </section>

      <section aria-labelledby="footer-tags">
        <h2 id="footer-tags" className={styles.heading}>
          Product Tags
        </h2>
        <ul className={styles.tags}>
          {tags.map((t) => (
            <li key={t.href}>
              <a href={t.href}>{t.label}</a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
