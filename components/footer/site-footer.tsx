import dayjs from "dayjs";
import Link from "next/link";
import { telHref } from "@/lib/content/contact";
import { categoryHref } from "@/lib/routing";
import { COOKIE_SETTINGS_ATTRIBUTE } from "@/lib/pixel";
import type { Shop } from "@/lib/current-shop.server";
import { NewsletterForm } from "./newsletter-form.client";
import styles from "./site-footer.module.css";

/** Footer page links by page_type; each shown only when the shop has that page. */
const FOOTER_PAGES = [
  { type: 1, href: "/about-us", label: "About Us" },
  { type: 2, href: "/complaint", label: "Complaint" },
  { type: 3, href: "/terms-conditions", label: "Terms & Conditions" },
  { type: 4, href: "/privacy-policy", label: "Privacy Policy" },
  { type: 5, href: "/refund/return/policy", label: "Refund & Return Policy" },
] as const;

/** `cookieSettings`: the shop loads a marketing pixel, so the visitor can change their consent here. */
export function SiteFooter({ shop, cookieSettings = false }: { shop: Shop; cookieSettings?: boolean }) {
  const { contact, pages, attributes, socialLinks } = shop;
  const pageTypes = new Set(pages.map((p) => p.page_type));

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
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
              <Link href="/">Home</Link>
            </li>
            {FOOTER_PAGES.filter((p) => pageTypes.has(p.type)).map((p) => (
              <li key={p.type}>
                <Link href={p.href}>{p.label}</Link>
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
            {attributes.map((a) => (
              <li key={a.id}>
                <Link href={categoryHref(a.name, a.id)}>{a.heading}</Link>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className={styles.heading}>
            Newsletter
          </h2>
          <NewsletterForm />
        </section>
      </div>
      <p className={styles.copyright}>
        © {dayjs().year()} {shop.name}
      </p>
    </footer>
  );
}
