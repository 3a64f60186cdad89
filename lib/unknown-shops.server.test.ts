import {
  UNKNOWN_SHOP_MAX_ENTRIES,
  UNKNOWN_SHOP_TTL_MS,
  isKnownUnknown,
  rememberUnknown,
  unknownShopCount,
} from "./unknown-shops.server";

describe("unknown shops", () => {
  it("remembers an origin the shop API does not know for a short time", () => {
    const now = 1_000_000;
    expect(isKnownUnknown("http://nobody.example", now)).toBe(false);
    rememberUnknown("http://nobody.example", now);
    expect(isKnownUnknown("http://nobody.example", now + UNKNOWN_SHOP_TTL_MS - 1)).toBe(true);
    expect(isKnownUnknown("http://someone.example", now)).toBe(false);
    expect(isKnownUnknown("http://nobody.example", now + UNKNOWN_SHOP_TTL_MS)).toBe(false);
  });

  it("keeps a bounded number of origins, forgetting the oldest first", () => {
    const now = 2_000_000;
    for (let i = 0; i < UNKNOWN_SHOP_MAX_ENTRIES + 500; i++) rememberUnknown(`http://junk${i}.example`, now);
    expect(unknownShopCount()).toBe(UNKNOWN_SHOP_MAX_ENTRIES);
    expect(isKnownUnknown("http://junk0.example", now)).toBe(false);
    expect(isKnownUnknown(`http://junk${UNKNOWN_SHOP_MAX_ENTRIES + 499}.example`, now)).toBe(true);
  });
});
