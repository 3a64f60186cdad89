import { serializeJsonLd, type JsonLd } from "@/lib/seo/json-ld";

/** Structured data as an inline script, escaped so no shop-API string can end the element. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
