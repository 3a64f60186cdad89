import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";

/** Shown while the cart page's shell is fetched. */
export default function Loading() {
  return (
    <>
      <BreadcrumbHeader first="Checkout" />
      <p style={{ padding: "2rem 1rem", textAlign: "center" }} aria-busy="true">
        Loading your cart…
      </p>
    </>
  );
}
