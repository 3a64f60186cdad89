import type { Metadata } from "next";
import { Field, TextAreaField } from "@/components/ui/field.client";
import {
  NotConnectedNote,
  StaticPage,
  staticPageMetadata,
  type StaticPageInfo,
} from "@/components/content/static-page";
import styles from "@/components/content/content.module.css";

type Props = PageProps<"/[site]/ProductSubmission">;

const PAGE: StaticPageInfo = {
  path: "/ProductSubmission",
  title: "Product Submission",
  description: "Submit a product to the shop.",
  noIndex: true,
};

const TITLE_MAX_LENGTH = 30;
const DESCRIPTION_MAX_WORDS = 100;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata((await params).site, PAGE);
}

/** Product submission for signed-in customers (the middleware sends others home): a template, so nothing can be sent. */
export default async function ProductSubmissionPage({ params }: Props) {
  return (
    <StaticPage site={(await params).site} page={PAGE}>
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
    </StaticPage>
  );
}
