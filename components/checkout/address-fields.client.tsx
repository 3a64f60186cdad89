"use client";

import type { ReactNode } from "react";
import { Field, SelectField } from "@/components/ui/field.client";
import type { AddressValues } from "@/lib/checkout/form";
import styles from "./checkout.module.css";

export type Country = { id: number; name: string; phonecode: string };

type Props<V extends AddressValues> = {
  /** The shop API's key prefix of these fields, for their names and error messages. */
  prefix: "address" | "billing_address";
  /** What the fields show when they mount and after the form's reset: the values are the form's own. */
  defaults: V;
  errors: Record<string, string>;
  countries: readonly Country[];
  /** The stored address is shown: read only, and not submitted (the shop uses the one it stores). */
  locked?: boolean;
};

export function Required() {
  return (
    <span className={styles.required} aria-hidden="true">
      {" "}
      *
    </span>
  );
}

const labelled = (label: string, required: boolean): ReactNode => (
  <>
    {label}
    {required ? <Required /> : null}
  </>
);

/**
 * The fields of a shipping (`address.*`) or billing (`billing_address.*`) address, with the shop
 * API's messages under them; the billing address also asks for a phone code.
 */
export function AddressFields<V extends AddressValues>({
  prefix,
  defaults,
  errors,
  countries,
  locked = false,
}: Props<V>) {
  const billing = prefix === "billing_address";
  const section = billing ? "billing" : "shipping";
  const field = (key: keyof AddressValues, label: string, required: boolean, autoComplete: string) => (
    <Field
      label={labelled(label, required)}
      name={locked ? undefined : `${prefix}.${key}`}
      defaultValue={defaults[key]}
      readOnly={locked}
      required={required}
      error={errors[`${prefix}.${key}`]}
      autoComplete={`${section} ${autoComplete}`}
      inputMode={key === "phone_no" ? "tel" : undefined}
    />
  );
  return (
    <div className={styles.grid}>
      {field("name", "Name", true, "name")}
      <SelectField
        label={labelled("Country", true)}
        name={locked ? undefined : `${prefix}.country`}
        defaultValue={defaults.country}
        disabled={locked}
        required
        error={errors[`${prefix}.country`]}
        autoComplete={`${section} country`}
      >
        <option value="">Select a country</option>
        {countries.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {c.name}
          </option>
        ))}
      </SelectField>
      {field("address1", "Address 1", true, "address-line1")}
      {field("address2", "Address 2", false, "address-line2")}
      {field("city", "City", true, "address-level2")}
      {field("state", "State", true, "address-level1")}
      {field("zip_code", "Zip code", true, "postal-code")}
      {"phone_code" in defaults ? (
        <SelectField
          label="Phone code"
          name={`${prefix}.phone_code`}
          defaultValue={String(defaults.phone_code)}
          error={errors[`${prefix}.phone_code`]}
        >
          <option value="">None</option>
          {countries.map((c) => (
            <option key={c.id} value={c.phonecode}>
              +{c.phonecode} ({c.name})
            </option>
          ))}
        </SelectField>
      ) : null}
      {field("phone_no", billing ? "Billing phone" : "Phone", false, "tel-national")}
    </div>
  );
}
