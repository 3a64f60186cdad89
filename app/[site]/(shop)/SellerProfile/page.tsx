import type { Metadata } from "next";
import { Field, TextAreaField } from "@/components/ui/field.client";
import {
  NotConnectedNote,
  StaticPage,
  staticPageMetadata,
  type StaticPageInfo,
} from "@/components/content/static-page";
import styles from "@/components/content/content.module.css";

type Props = PageProps<"/[site]/SellerProfile">;

const PAGE: StaticPageInfo = {
  path: "/SellerProfile",
  title: "Seller Profile",
  description: "Edit a seller's profile.",
  noIndex: true,
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata((await params).site, PAGE);
}

/** The seller's profile form and account deletion: a template, so nothing can be sent. */
export default async function SellerProfilePage({ params }: Props) {
  return (
    <StaticPage site={(await params).site} page={PAGE}>
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
    </StaticPage>
  );
}
