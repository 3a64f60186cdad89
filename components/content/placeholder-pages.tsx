import Link from "next/link";
import { formatPostDate } from "@/lib/content/blog";
import { FAQ, FAQ_LAST_UPDATED, faqJsonLd } from "@/lib/content/faq";
import { requireShop } from "@/lib/current-shop.server";
import { Field, TextAreaField } from "@/components/ui/field.client";
import { JsonLdScript } from "@/components/json-ld-script";
import { NotConnectedNote, staticRoute } from "./static-page";
import styles from "./content.module.css";

/*
 * The pages without data of their own from the shop API (templates in the spec, and the FAQ): each is a
 * path, a title, a description and a body, served by one page (staticRoute) from its route file.
 */

const COMPARED = ["Price", "Discount", "Availability", "Size", "Colour"];
const TITLE_MAX_LENGTH = 30;
const DESCRIPTION_MAX_WORDS = 100;

/** Product comparison: this shop offers no comparison list yet, so the page says what it would show. */
export const comparePage = staticRoute(
  { path: "/Compare", title: "Compare", description: "Compare products side by side.", noIndex: true },
  function CompareBody() {
    return (
      <section className={styles.empty} aria-labelledby="compare-empty">
        <h2 id="compare-empty">No products to compare</h2>
        <p>Products you compare appear here side by side, with these details:</p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">What a comparison shows</caption>
            <tbody>
              {COMPARED.map((detail) => (
                <tr key={detail}>
                  <th scope="row">{detail}</th>
                  <td>—</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          <Link href="/" className={styles.button}>
            Browse products
          </Link>
        </p>
      </section>
    );
  },
);

/** Frequently asked questions, with FAQPage structured data. */
export const faqPage = staticRoute(
  {
    path: "/faq",
    title: "FAQ",
    description: "Answers to common questions about ordering, payment, delivery and returns.",
  },
  function FaqBody() {
    return (
      <>
        <JsonLdScript data={faqJsonLd(FAQ)} />
        <div className={styles.faq}>
          {FAQ.map((entry) => (
            <details key={entry.question}>
              <summary>
                <h2>{entry.question}</h2>
              </summary>
              <p>{entry.answer}</p>
            </details>
          ))}
          <p className={styles.note}>
            Another question? <Link href="/contact-us">Contact us</Link>.
          </p>
          <p className={styles.updated}>
            Last updated: <time dateTime={FAQ_LAST_UPDATED}>{formatPostDate(FAQ_LAST_UPDATED)}</time>
          </p>
        </div>
      </>
    );
  },
);

/** Product submission for signed-in customers (the middleware sends others home): a template, so nothing can be sent. */
export const productSubmissionPage = staticRoute(
  {
    path: "/ProductSubmission",
    title: "Product Submission",
    description: "Submit a product to the shop.",
    noIndex: true,
  },
  function ProductSubmissionBody() {
    return (
      <form className={styles.panel} aria-labelledby="submit-product">
        <h2 id="submit-product" className={styles.subTitle}>
          Submit a product
        </h2>
        <NotConnectedNote id="submit-product-note" />
        <p>
          Give your product a title of at most {TITLE_MAX_LENGTH} characters and a description of at most{" "}
          {DESCRIPTION_MAX_WORDS} words.
        </p>
        <Field
          label={`Product title (up to ${TITLE_MAX_LENGTH} characters)`}
          name="title"
          maxLength={TITLE_MAX_LENGTH}
        />
        <Field label="Price" name="price" type="number" min={0} step="0.01" inputMode="decimal" />
        <TextAreaField label={`Description (up to ${DESCRIPTION_MAX_WORDS} words)`} name="description" rows={6} />
        <Field label="Product images" name="images" type="file" accept="image/*" multiple />
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled aria-describedby="submit-product-note">
            Submit product
          </button>
        </div>
      </form>
    );
  },
);

/** The seller's profile form and account deletion: a template, so nothing can be sent. */
export const sellerProfilePage = staticRoute(
  { path: "/SellerProfile", title: "Seller Profile", description: "Edit a seller's profile.", noIndex: true },
  function SellerProfileBody() {
    return (
      <>
        <form className={styles.panel} aria-labelledby="seller-profile">
          <h2 id="seller-profile" className={styles.subTitle}>
            Edit profile
          </h2>
          <NotConnectedNote id="seller-profile-note" />
          <Field label="Store name" name="store_name" autoComplete="organization" />
          <Field label="Full name" name="name" autoComplete="name" />
          <Field label="E-mail" name="email" type="email" autoComplete="email" />
          <Field label="Phone" name="phone" type="tel" autoComplete="tel" />
          <TextAreaField label="About the store" name="about" rows={4} />
          <div className={styles.actions}>
            <button type="submit" className={styles.button} disabled aria-describedby="seller-profile-note">
              Save changes
            </button>
          </div>
        </form>
        <section className={styles.panel} aria-labelledby="delete-account">
          <h2 id="delete-account" className={styles.subTitle}>
            Delete account
          </h2>
          <p>Deleting the seller account removes the store and its products for good.</p>
          <NotConnectedNote id="delete-account-note" />
          <button type="button" className={styles.secondaryButton} disabled aria-describedby="delete-account-note">
            Delete account
          </button>
        </section>
      </>
    );
  },
);

/** A seller's store front: this shop sells its own products only, so it shows the shop itself. */
export const sellerStorePage = staticRoute(
  { path: "/SellerStorePage", title: "Seller Store", description: "The store page of a seller.", noIndex: true },
  async function SellerStoreBody({ site }) {
    const name = (await requireShop(site)).name;
    return (
      <section className={styles.panel} aria-labelledby="seller-name">
        <div className={styles.store}>
          <span className={styles.storeBadge} aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
          <div>
            <h2 id="seller-name" className={styles.subTitle}>
              {name}
            </h2>
            <p>Every product in this shop is sold and shipped by {name}.</p>
          </div>
        </div>
        <p>
          <Link href="/" className={styles.button}>
            See all products
          </Link>
        </p>
      </section>
    );
  },
);
