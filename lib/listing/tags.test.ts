import { DEFAULT_LISTING_STATE } from "@/lib/listing/query";
import { filterTags } from "./tags";

const label = (id: number) => (id === 12 ? "Boots" : `Option ${id}`);

describe("filterTags", () => {
  it("has one tag per filter, each removing only itself and going back to page 1", () => {
    const state = { checked: [12, 15], price: { min: 10, max: 250 }, discount: { min: 5, max: null }, page: 3 };
    expect(filterTags("/catagory/Footwear/3", state, label, "AED")).toEqual([
      {
        key: "checked-12",
        label: "Boots",
        href: "/catagory/Footwear/3?checked=15&price_min=10&price_max=250&discount_min=5",
      },
      {
        key: "checked-15",
        label: "Option 15",
        href: "/catagory/Footwear/3?checked=12&price_min=10&price_max=250&discount_min=5",
      },
      {
        key: "price",
        label: "Price: AED 10.00 – AED 250.00",
        href: "/catagory/Footwear/3?checked=12&checked=15&discount_min=5",
      },
      {
        key: "discount",
        label: "Discount: from 5%",
        href: "/catagory/Footwear/3?checked=12&checked=15&price_min=10&price_max=250",
      },
    ]);
  });

  it("words open ranges and has no tags without filters", () => {
    expect(filterTags("/x/1", { ...DEFAULT_LISTING_STATE, price: { min: 0, max: 99 } }, label, "£")[0]?.label).toBe(
      "Price: up to £99.00",
    );
    expect(filterTags("/x/1", { ...DEFAULT_LISTING_STATE, page: 2 }, label, "£")).toEqual([]);
  });
});
