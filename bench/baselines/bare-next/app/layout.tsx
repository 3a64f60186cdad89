import type { Metadata } from "next";
import type { ReactNode } from "react";

// The framework's floor for `npm run bench`: the smallest App Router page that still scores
// 100 on Lighthouse's SEO, accessibility and best-practices audits.
export const metadata: Metadata = {
  title: "Bare Next.js page",
  description: "A minimal Next.js page, measured beside the storefront as the framework's floor.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
