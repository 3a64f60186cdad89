"use client";

import { useEffect } from "react";
import { trackPixel } from "@/lib/pixel";

/** Fires the pixel's ViewContent once per product shown. */
export function ViewContent({
  uuid,
  name,
  price,
  currency,
}: {
  uuid: string;
  name: string;
  price: number;
  currency: string;
}) {
  useEffect(() => {
    trackPixel("ViewContent", {
      content_ids: [uuid],
      content_name: name,
      content_type: "product",
      value: price,
      currency: currency || undefined,
    });
  }, [uuid, name, price, currency]);
  return null;
}
