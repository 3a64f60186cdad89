import { z } from "zod";

/**
 * The cancel request's message as the route handler (`POST /api/orders/{id}/cancel`) and the Server
 * Action read it. Server code only: the form's module (lib/orders/cancel-request.ts) stays without zod,
 * which would otherwise weigh on the profile page's scripts.
 */
export const cancelMessageSchema = z
  .string({ error: "Please tell us why you want to cancel the order." })
  .trim()
  .min(1, "Please tell us why you want to cancel the order.")
  .max(2000, "The message may have at most 2000 characters.");
