import Link from "next/link";
import { telHref } from "@/lib/content/contact";
import { categoryHref } from "@/lib/routing";
import { safeExternalUrl } from "@/lib/safe-url";
import type { Shop } from "@/lib/shop";
import type { Footer } from "@/lib/shop-api/footer";
import { NewsletterForm } from "./newsletter-form-client";
import styles from "./site-footer.module.css";

/** Footer page links by page_type; each shown only when the shop has that page. */
const FOOTER_PAGES = [
  { type: 1, href: "/about-us", label: "About Us" },
  { type: 2, href: "/complaint", label: "Complaint" },
  { type: 3, href: "/terms-conditions", label: "Terms & Conditions" },
  { type: 4, href: "/privacy-policy", label: "Privacy Policy" },
  { type: 5, href: "/refund/return/policy", label: "Refund & Return Policy" },
] as const;

type SocialLink = { name: string; href: string };

/** Social links whose flag is 1 and whose URL is a plain http(s) link. */
function socialLinks(footer: Footer | null): SocialLink[] {
  if (!footer) return [];
  const candidates: [string, 0 | 1, string][] = [
    ["Facebook", footer.is_enable_fbLink, footer.fb_link],
    ["YouTube", footer.is_enable_youtubeLink, footer.youtube_link],
    ["Instagram", footer.is_enable_instaLink, footer.insta_link],
    ["Twitter", footer.is_enable_twitterLink, footer.twitter_link],
  ];
  return candidates.flatMap(([name, enabled, link]) => {
    const href = enabled === 1 ? safeExternalUrl(link) : null;
    return href ? [{ name, href }] : [];
  });
}

export function SiteFooter({ shop }: { shop: Shop }) {
  const { footer, pages, attributes, theme } = shop;
  const pageTypes = new Set(pages.map((p) => p.page_type));
  const socials = socialLinks(footer);
  const company = theme?.company?.company_name || theme?.browser_title || "";

  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <address className={styles.contact}>
            {footer?.address_label ? <p>{footer.address_label}</p> : null}
            {footer?.contact_no ? (
              <p>
                <a href={telHref(footer.contact_no)}>{footer.contact_no}</a>
              </p>
            ) : null}
            {footer?.email ? (
              <p>
                <a href={`mailto:${footer.email}`}>{footer.email}</a>
              </p>
            ) : null}
          </address>
          {socials.length > 0 ? (
            <ul className={styles.social} aria-label="Social media">
              {socials.map((s) => (
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
          </ul>
        </section>

        <section aria-labelledby="footer-tags">
          <h2 id="footer-tags" className={styles.heading}>
            Product Tags
          </h2>
          <ul className={styles.tags}>
            {attributes.map((a) => (
              <li key={a.setting_id}>
                <Link href={categoryHref(a.fk_column_name, a.setting_id)}>{a.column_heading}</Link>
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
        © {new Date().getFullYear()} {company}
      </p>
    </footer>
  );
}
