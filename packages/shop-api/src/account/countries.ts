import type { Db } from "../db/open";
import { query } from "../db/statement";

/** Countries are global: every shop offers the same list. */

export type Country = { country_id: number; name: string; phonecode: string };

const all = query<[], Country>("SELECT id AS country_id, name, phonecode FROM countries ORDER BY name");
const one = query<[id: number], { id: number; phonecode: string }>("SELECT id, phonecode FROM countries WHERE id = ?");

export const listCountries = (db: Db): Country[] => all(db).all();
export const findCountry = (db: Db, id: number) => one(db).get(id);
export const countryExists = (db: Db, id: number): boolean => one(db).get(id) !== undefined;
