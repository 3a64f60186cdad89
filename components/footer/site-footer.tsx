import dayjs from "dayjs";
import { categoryHref } from "@/lib/routing";
import type { Shop } from "@/lib/current-shop.server";
import { FooterColumns } from "./footer-columns.client";
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
        {/* Read, not touched: a static region (docs/adr/0013-static-regions.md), laid out as the columns' own. */}
        <FooterColumns
          contact={{ address: contact.address, phone: contact.phone, email: contact.email }}
          socialLinks={socialLinks.map(({ name, href }) => ({ name, href }))}
          pages={FOOTER_PAGES.filter((p) => pageTypes.has(p.type)).map(({ href, label }) => ({ href, label }))}
          tags={attributes.map((a) => ({ href: categoryHref(a.name, a.id), label: a.heading }))}
          cookieSettings={cookieSettings}
        />

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
