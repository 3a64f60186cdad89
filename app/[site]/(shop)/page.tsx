import { requireShop } from "@/lib/shop";
import { ComingSoon } from "@/components/page/coming-soon";

/** Home (spec part 1 section 2). The catalogue issue builds it. */
export default async function HomePage({ params }: { params: Promise<{ site: string }> }) {
  await requireShop((await params).site);
  return <ComingSoon what="The home page" />;
}
