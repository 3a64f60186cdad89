import { callBff } from "./fetch.client";

export type Country = { country_id: number; name: string; phonecode: string };

/** The countries a customer can register with (/api/countries); none when they could not be read. */
export async function fetchCountries(): Promise<Country[]> {
  const answer = await callBff<{ data?: Country[] }>("/api/countries");
  return Array.isArray(answer.data?.data) ? answer.data.data : [];
}
