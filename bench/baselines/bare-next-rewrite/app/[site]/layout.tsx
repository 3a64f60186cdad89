import type { Metadata } from "next";
import type { ReactNode } from "react";

// The same page as bench/baselines/bare-next, but under the dynamic segment its rewrite gives every request,
// rendered on first request and then kept, as the storefront's pages are.
export const metadata: Metadata = {
  title: "Bare Next.js page behind a rewrite",
  description: "A minimal Next.js page behind a host rewrite, measured beside the storefront as a floor.",
  icons: { icon: "/icon.svg" },
};

export function generateStaticParams(): { site: string }[] {
  return [];
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
