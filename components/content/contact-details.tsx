import { telHref } from "@/lib/content/contact";
import type { Footer } from "@/lib/shop-api/footer";
import styles from "./content.module.css";

/** The shop's address, phone and e-mail from its footer settings; each shown only when set. */
export function ContactDetails({ footer }: { footer: Footer | null }) {
  return (
    <section aria-labelledby="contact-details">
      <h2 id="contact-details" className={styles.subTitle}>
        Get in touch
      </h2>
      <address>
        <dl className={styles.details}>
          {footer?.address_label ? (
            <div>
              <dt>Address</dt>
              <dd>{footer.address_label}</dd>
            </div>
          ) : null}
          {footer?.contact_no ? (
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={telHref(footer.contact_no)}>{footer.contact_no}</a>
              </dd>
            </div>
          ) : null}
          {footer?.email ? (
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${footer.email}`}>{footer.email}</a>
              </dd>
            </div>
          ) : null}
        </dl>
      </address>
    </section>
  );
}
