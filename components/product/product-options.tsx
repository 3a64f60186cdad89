import type { AttributeGroup } from "@storefront/shop-answers";
import styles from "./product.module.css";

const HEX = /^#[0-9a-f]{3,8}$/i;

/**
 * The size and colour groups of the product's variants: sizes as labels, colours
 * as swatches painted with their hex label and named for screen readers. A colour label that is
 * not a hex colour is shown as text rather than used in a style.
 */
export function ProductOptions({ attributes }: { attributes: readonly AttributeGroup[] }) {
  const groups = attributes.filter((a) => (a.fieldType === "size" || a.fieldType === "color") && a.options.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className={styles.optionGroups}>
      {groups.map((group) => (
        <div key={group.id}>
          <h3 className={styles.optionHeading}>{group.heading}</h3>
          <ul className={styles.optionList}>
            {group.options.map((option) =>
              group.fieldType === "color" && HEX.test(option.label) ? (
                <li key={option.id}>
                  <span
                    className={styles.swatch}
                    style={{ background: option.label }}
                    role="img"
                    aria-label={`Colour ${option.label}`}
                    title={option.label}
                  />
                </li>
              ) : (
                <li key={option.id} className={styles.sizeLabel}>
                  {option.label}
                </li>
              ),
            )}
          </ul>
        </div>
      ))}
    </div>
  );
}
