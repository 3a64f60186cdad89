import type { Metadata } from "next";
import { requireShop } from "@/lib/current-shop.server";
import { loadProfile } from "@/lib/orders/history.server";
import { signInAgain } from "@/lib/session/sign-in-page.server";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { AccountDetails } from "@/components/profile/account-details";
import { OrderHistory } from "@/components/profile/order-history.client";
import { ProfileTabs } from "@/components/profile/profile-tabs.client";

// Per customer: rendered for every request (the shop pages around it are kept per shop).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Profile", robots: { index: false, follow: false } };

/** `/profile` (`?tab=orders` for the order history): the signed-in customer's account and orders, rendered here. */
export default async function ProfilePage({ params, searchParams }: PageProps<"/[site]/profile">) {
  const shop = await requireShop((await params).site);
  const profile = await loadProfile(shop.origin);
  if (!profile) signInAgain("/profile", { tab: (await searchParams).tab });
  return (
    <>
      <BreadcrumbHeader first="Profile" />
      <ProfileTabs
        panels={{
          account: <AccountDetails account={profile.account} />,
          orders: (
            <>
              <h2 className="visually-hidden">Order history</h2>
              <OrderHistory initial={profile.history} />
            </>
          ),
        }}
      />
    </>
  );
}
