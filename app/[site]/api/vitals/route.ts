import type { NextRequest } from "next/server";
import { receiveFieldVitals } from "@/lib/field-vitals/receive.server";

/** Shoppers' Core Web Vitals (lib/field-vitals): 204, or a 4xx saying what is wrong. */
export async function POST(request: NextRequest, { params }: RouteContext<"/[site]/api/vitals">) {
  return receiveFieldVitals(request, (await params).site);
}
