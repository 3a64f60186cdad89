import { telHref } from "@/lib/content/contact";
import type { ShopSettings } from "@/lib/shop-settings";
import styles from "./content.module.css";

/** The shop's address, phone and e-mail from its footer settings; each shown only when set. */
export function ContactDetails({ contact }: { contact: ShopSettings["contact"] }) {
  return (
    <section aria-labelledby="contact-details">
      <h2 id="contact-details" className={styles.subTitle}>
        Get in touch
      </h2>
      <address>
        <dl className={styles.details}>
          {contact.address ? (
            <div>
              <dt>Address</dt>
              <dd>{contact.address}</dd>
            </div>
          ) : null}
          {contact.phone ? (
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={telHref(contact.phone)}>{contact.phone}</a>
              </dd>
            </div>
          ) : null}
          {contact.email ? (
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </div>
          ) : null}
        </dl>
      </address>
    </section>
  );
}
