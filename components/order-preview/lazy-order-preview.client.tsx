"use client";

import { Suspense, lazy, useEffect, type ComponentType } from "react";
import type { OrderPreviewProps } from "./order-preview.client";

/** When its chunk cannot be loaded (offline): the preview closes again instead of breaking the page. */
function Unavailable({ onClose }: OrderPreviewProps) {
  useEffect(() => onClose(), [onClose]);
  return null;
}

function loadPanel(): Promise<{ default: ComponentType<OrderPreviewProps> }> {
  return import("./order-preview.client").then(
    (m) => ({ default: m.OrderPreview }),
    (error: unknown) => {
      console.warn("order preview: could not be loaded", error);
      return { default: Unavailable };
    },
  );
}

// The panel (and what only it uses) is loaded when an order is first previewed.
const Panel = lazy(loadPanel);

/** The order preview side panel (./order-preview.client.tsx), loaded on demand: nothing is rendered without an order. */
export function LazyOrderPreview(props: OrderPreviewProps) {
  if (!props.order) return null;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
