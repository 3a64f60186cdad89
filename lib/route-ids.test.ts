import { PRODUCT_UUID, positiveId, positiveIdOf } from "./route-ids";

it("reads positive integer ids in their one spelling", () => {
  expect(positiveId.parse("42")).toBe(42);
  expect(positiveIdOf("7")).toBe(7);
  for (const bad of ["0", "007", "-1", "1.5", "1e3", " 1", "1 ", "", "1234567890123456", "٣", "12abc", "%31"]) {
    expect(positiveIdOf(bad)).toBeNull();
    expect(positiveId.safeParse(bad).success).toBe(false);
  }
  expect(positiveIdOf(["1"])).toBeNull();
  expect(positiveIdOf(undefined)).toBeNull();
});

it("reads product uuids as hex digits and hyphens", () => {
  for (const good of ["8305f5b0-7cbd-4f5e-9a51-0c1c2d3e4f50", "ABCDEF12", "a"])
    expect(PRODUCT_UUID.test(good)).toBe(true);
  for (const bad of ["", "-abc", "8305f5b0/../x", "abc def", "xyz", "a".repeat(65), "abc%20", "ab\ncd"])
    expect(PRODUCT_UUID.test(bad)).toBe(false);
});
