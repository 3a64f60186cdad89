import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { requireShop } from "@/lib/current-shop.server";
import { returnPath, signInHref } from "@/lib/session/return-path";
import { hasLiveSession, nextFromHome, signedInDestination } from "@/lib/session/sign-in-page.server";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { SignInForm } from "@/components/auth-modal/sign-in-form.client";
import { signInWithPassword } from "./actions";

// The return path comes from the query, the session from the cookie: rendered for each request.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Login", robots: { index: false, follow: true } };

/**
 * `/sign-in?next=/path`: the login form as a page of its own, for a visitor without JavaScript (the
 * header's login link, which on home with `?next=` arrives here with that `next`). With JavaScript
 * the header's link opens the auth modal instead. A customer who is signed in already (the header's
 * link is the same for every visitor of a kept page) goes on to the account, or to `next` where that
 * needs a session.
 */
export default async function SignInPage({ params, searchParams }: PageProps<"/[site]/sign-in">) {
  const shop = await requireShop((await params).site);
  const asked = (await searchParams).next;
  const fromHome = asked === undefined ? await nextFromHome(shop.origin) : null;
  const next = returnPath(fromHome ?? asked);
  if (await hasLiveSession(shop.origin)) redirect(signedInDestination(next));
  // From home's login link: the address then carries `next`, as the link would have.
  if (fromHome) redirect(signInHref(fromHome));
  return (
    <>
      <BreadcrumbHeader first="Login" />
      <SignInForm action={signInWithPassword} next={next} />
    </>
  );
}
