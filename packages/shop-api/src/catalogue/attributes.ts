import type { Db } from "../db/open";
import { query } from "../db/statement";

/** Attribute groups of a shop (category groups, sizes, colours) with their options (CONTRACT.md `SiteAttribute`). */

type AttributeRow = {
  setting_id: number;
  column_heading: string;
  fk_column_name: string;
  field_type: string;
  is_header_attr: number;
};
type OptionRow = { setting_id: number; option_id: number; label: string };

const groupsOf = query<[shopId: number], AttributeRow>(
  `SELECT id AS setting_id, column_heading, fk_column_name, field_type, is_header_attr
   FROM site_attributes WHERE shop_id = ? ORDER BY position, id`,
);
const optionsOf = query<[shopId: number], OptionRow>(
  `SELECT o.setting_id, o.id AS option_id, o.label FROM attribute_options o
   JOIN site_attributes a ON a.id = o.setting_id WHERE a.shop_id = ? ORDER BY o.position, o.id`,
);

/** `onlyOptionIds` keeps just those options of the given group types (and drops groups left empty). */
export function siteAttributes(
  db: Db,
  shopId: number,
  filter?: { types: readonly string[]; onlyOptionIds: ReadonlySet<number> },
) {
  const groups = groupsOf(db).all(shopId);
  const options = optionsOf(db).all(shopId);
  return groups
    .filter((g) => !filter || filter.types.includes(g.field_type))
    .map((g) => ({
      ...g,
      options: options
        .filter((o) => o.setting_id === g.setting_id && (!filter || filter.onlyOptionIds.has(o.option_id)))
        .map((o) => ({ option_id: o.option_id, label: o.label })),
    }))
    .filter((g) => !filter || g.options.length > 0);
}
