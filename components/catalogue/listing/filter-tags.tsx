import type { FilterTag } from "@/lib/listing/tags";
import { ListingLink } from "./listing-navigation.client";
import styles from "./listing.module.css";

export function FilterTags({ tags }: { tags: readonly FilterTag[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.tags} aria-label="Active filters">
      {tags.map((tag) => (
        <li key={tag.key}>
          <ListingLink href={tag.href} className={styles.tag} aria-label={`Remove filter ${tag.label}`}>
            {tag.label}
            <span aria-hidden="true" className={styles.tagX}>
              ×
            </span>
          </ListingLink>
        </li>
      ))}
    </ul>
  );
}
