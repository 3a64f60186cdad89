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
      <address className={styles.details}>
        {footer?.address_label ? (
          <div>
            <h3>Address</h3>
            <p>{footer.address_label}</p>
          </div>
        ) : null}
        {footer?.contact_no ? (
          <div>
            <h3>Phone</h3>
            <p>
              <a href={telHref(footer.contact_no)}>{footer.contact_no}</a>
            </p>
          </div>
        ) : null}
        {footer?.email ? (
          <div>
            <h3>E-mail</h3>
            <p>
              <a href={`mailto:${footer.email}`}>{footer.email}</a>
            </p>
          </div>
        ) : null}
      </address>
    </section>
  );
}
