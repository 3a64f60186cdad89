import type { Metadata } from "next";
import type { ReactNode } from "react";

// The same layout as bench/baselines/bare-next: only the page adds the image.
export const metadata: Metadata = {
  title: "Bare Next.js page with an image",
  description: "A minimal Next.js page whose largest paint is an optimised image, measured beside the storefront.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
