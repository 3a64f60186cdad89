import type { Metadata } from "next";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { requireShop } from "@/lib/current-shop.server";
import { ContactDetails } from "@/components/content/contact-details";
import { ContactForm } from "@/components/content/contact-form.client";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { JsonLdScript } from "@/components/json-ld-script";
import styles from "@/components/content/content.module.css";
import { sendContactMessage } from "./actions";

type Props = PageProps<"/[site]/contact-us">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shop = await requireShop((await params).site);
  const name = shop.title;
  return pageMetadata({
    origin: shop.origin,
    path: "/contact-us",
    title: "Contact Us",
    description: `Questions about an order or a product? Write to ${name}.`,
    siteName: name,
  });
}

/** Contact Us: the shop's address, phone and e-mail, and the contact form. */
export default async function ContactUsPage({ params }: Props) {
  const shop = await requireShop((await params).site);
  return (
    <>
      <JsonLdScript
        data={breadcrumbJsonLd(shop.origin, [
          { name: "Home", path: "/" },
          { name: "Contact Us", path: "/contact-us" },
        ])}
      />
      <BreadcrumbHeader first="Contact Us" />
      <div className={`${styles.page} ${styles.contact}`}>
        <ContactDetails contact={shop.contact} />
        <ContactForm action={sendContactMessage} />
      </div>
    </>
  );
}
