/** Countries with phone codes (global, shared by every shop). ids are stable: 1 = United Arab Emirates. */
export const COUNTRIES: readonly { id: number; name: string; phonecode: string }[] = [
  { id: 1, name: "United Arab Emirates", phonecode: "971" },
  { id: 2, name: "United Kingdom", phonecode: "44" },
  { id: 3, name: "Pakistan", phonecode: "92" },
  { id: 4, name: "Saudi Arabia", phonecode: "966" },
  { id: 5, name: "United States", phonecode: "1" },
  { id: 6, name: "Germany", phonecode: "49" },
  { id: 7, name: "France", phonecode: "33" },
  { id: 8, name: "India", phonecode: "91" },
  { id: 9, name: "Egypt", phonecode: "20" },
  { id: 10, name: "Qatar", phonecode: "974" },
  { id: 11, name: "Oman", phonecode: "968" },
  { id: 12, name: "Kuwait", phonecode: "965" },
  { id: 13, name: "Ireland", phonecode: "353" },
  { id: 14, name: "Netherlands", phonecode: "31" },
];
