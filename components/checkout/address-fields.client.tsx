"use client";

import type { ReactNode } from "react";
import { Field, SelectField } from "@/components/ui/field.client";
import styles from "./checkout.module.css";

export type AddressValues = {
  name: string;
  country: string;
  address1: string;
  address2: string;
  city: string;
  zip_code: string;
  phone_no: string;
  state: string;
};
export type BillingValues = AddressValues & { phone_code: string };

export type Country = { id: number; name: string; phonecode: string };

type Props<V extends AddressValues> = {
  /** The shop API's key prefix of these fields, for their names and error messages. */
  prefix: "address" | "billing_address";
  values: V;
  onChange: (values: V) => void;
  errors: Record<string, string>;
  countries: readonly Country[];
  /** The stored address is shown: read only. */
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
  values,
  onChange,
  errors,
  countries,
  locked = false,
}: Props<V>) {
  const billing = prefix === "billing_address";
  const section = billing ? "billing" : "shipping";
  const set = (key: keyof V & string, value: string) => onChange({ ...values, [key]: value });
  const field = (key: keyof AddressValues, label: string, required: boolean, autoComplete: string) => (
    <Field
      label={labelled(label, required)}
      name={`${prefix}.${key}`}
      value={values[key]}
      onChange={(e) => set(key, e.target.value)}
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
        name={`${prefix}.country`}
        value={values.country}
        onChange={(e) => set("country", e.target.value)}
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
      {"phone_code" in values ? (
        <SelectField
          label="Phone code"
          name={`${prefix}.phone_code`}
          value={String(values.phone_code)}
          onChange={(e) => set("phone_code" as keyof V & string, e.target.value)}
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
