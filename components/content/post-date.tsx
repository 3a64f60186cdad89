import { formatPostDate } from "@/lib/content/blog";
import styles from "./content.module.css";

/** When a post was published; nothing when the shop gives no readable date. */
export function PostDate({ iso }: { iso: string }) {
  const text = formatPostDate(iso);
  if (!text) return null;
  return (
    <p className={styles.date}>
      <time dateTime={new Date(iso).toISOString()}>{text}</time>
    </p>
  );
}
