/**
 * The two demo shop profiles. Shop n (1-based) of DEMO_SHOP_ORIGINS uses profile (n-1) mod 2, so the
 * first two shops differ visibly: name, logo, colours, currency, grid layout, slider, featured, blog.
 */
import type { ThemeColors } from "../shops/shops";

export type CategoryDef = { heading: string; fk: string; options: readonly string[]; nouns: readonly string[] };

export type ShopProfile = {
  key: "aurora" | "northwind";
  company_name: string;
  browser_title: string;
  colors: ThemeColors;
  currency: { code: string; name: string; symbol: string };
  is_enable_slider: 0 | 1;
  product_grid_layout: number;
  is_featured_product: 0 | 1;
  is_enable_blog: 0 | 1;
  shipping_charges: number;
  pixel_id: string | null;
  /** Tax rates in percent; every shop has a 0 rate. */
  taxes: readonly { name: string; rate: number }[];
  categories: readonly CategoryDef[];
  sizes: readonly string[];
  colors_hex: readonly string[];
  adjectives: readonly string[];
  priceRange: readonly [number, number];
  footer: {
    address_label: string;
    contact_no: string;
    email: string;
    fb: 0 | 1;
    youtube: 0 | 1;
    insta: 0 | 1;
    twitter: 0 | 1;
  };
  /** Website page types present (1 about, 3 terms, 4 privacy, 5 refund). */
  pageTypes: readonly (1 | 2 | 3 | 4 | 5)[];
  /** Palette for generated images. */
  palette: readonly string[];
  tagline: string;
  demoCountryId: number;
};

export const PROFILES: readonly [ShopProfile, ShopProfile] = [
  {
    key: "aurora",
    company_name: "Aurora Outfitters",
    browser_title: "Aurora Outfitters | Clothing & Accessories",
    colors: {
      gen_theme_bg_color: "#ffffff",
      gen_theme_text_color: "#1f2937",
      gen_theme_primary_color: "#0f766e",
      gen_theme_secondary_color: "#f59e0b",
      header_bg_color: "#0f766e",
      header_text_color: "#ffffff",
      subheader_bg_color: "#134e4a",
      subheader_text_color: "#f0fdfa",
      theme_footer_bg_color: "#042f2e",
      theme_footer_text_color: "#ccfbf1",
    },
    currency: { code: "AED", name: "UAE Dirham", symbol: "AED" },
    is_enable_slider: 1,
    product_grid_layout: 2,
    is_featured_product: 1,
    is_enable_blog: 1,
    shipping_charges: 15,
    pixel_id: "100000000000001",
    taxes: [
      { name: "Zero rated", rate: 0 },
      { name: "VAT 5%", rate: 5 },
      { name: "Luxury 15%", rate: 15 },
    ],
    categories: [
      {
        heading: "Men Wear",
        fk: "Men_Wear",
        options: ["Shirts", "T Shirts", "Jeans", "Jackets"],
        nouns: ["Shirt", "Tee", "Jeans", "Jacket"],
      },
      {
        heading: "Women Wear",
        fk: "Women_Wear",
        options: ["Dresses", "Tops", "Skirts", "Abayas", "Cardigans"],
        nouns: ["Dress", "Top", "Skirt", "Abaya", "Cardigan"],
      },
      {
        heading: "Footwear",
        fk: "Footwear",
        options: ["Sneakers", "Sandals", "Boots"],
        nouns: ["Sneakers", "Sandals", "Boots"],
      },
      {
        heading: "Accessories",
        fk: "Accessories",
        options: ["Bags", "Watches", "Sunglasses", "Belts"],
        nouns: ["Tote Bag", "Watch", "Sunglasses", "Belt"],
      },
    ],
    sizes: ["S", "M", "L", "XL"],
    colors_hex: ["#1f2937", "#b91c1c", "#1d4ed8", "#15803d", "#f5f5f4"],
    adjectives: ["Classic", "Desert", "Coastal", "Urban", "Linen", "Everyday", "Premium", "Breeze", "Oasis", "Dune"],
    priceRange: [29, 499],
    footer: {
      address_label: "Shop 12, Marina Walk, Dubai, United Arab Emirates",
      contact_no: "+971 4 555 0101",
      email: "hello@aurora-outfitters.example",
      fb: 1,
      youtube: 0,
      insta: 1,
      twitter: 0,
    },
    pageTypes: [1, 3, 4, 5],
    palette: ["#0f766e", "#f59e0b", "#14b8a6", "#fde68a", "#134e4a", "#fb7185", "#e0f2fe", "#a855f7"],
    tagline: "Clothing made for warm days",
    demoCountryId: 1,
  },
  {
    key: "northwind",
    company_name: "Northwind Market",
    browser_title: "Northwind Market — Home & Outdoors",
    colors: {
      gen_theme_bg_color: "#f8fafc",
      gen_theme_text_color: "#0f172a",
      gen_theme_primary_color: "#1e3a8a",
      gen_theme_secondary_color: "#dc2626",
      header_bg_color: "#ffffff",
      header_text_color: "#1e3a8a",
      subheader_bg_color: "#1e3a8a",
      subheader_text_color: "#e0e7ff",
      theme_footer_bg_color: "#0f172a",
      theme_footer_text_color: "#cbd5e1",
    },
    currency: { code: "GBP", name: "Pound Sterling", symbol: "£" },
    is_enable_slider: 0,
    product_grid_layout: 1,
    is_featured_product: 0,
    is_enable_blog: 0,
    shipping_charges: 4.99,
    pixel_id: null,
    taxes: [
      { name: "Zero rated", rate: 0 },
      { name: "Reduced 5%", rate: 5 },
      { name: "Standard 20%", rate: 20 },
    ],
    categories: [
      {
        heading: "Kitchen",
        fk: "Kitchen_Ware",
        options: ["Cookware", "Cutlery", "Mugs"],
        nouns: ["Pan", "Knife Set", "Mug"],
      },
      {
        heading: "Outdoor Gear",
        fk: "Outdoor_Gear",
        options: ["Tents", "Backpacks", "Lanterns", "Bottles"],
        nouns: ["Tent", "Backpack", "Lantern", "Bottle"],
      },
      {
        heading: "Home Decor",
        fk: "Home_Decor",
        options: ["Lamps", "Cushions", "Vases", "Frames", "Rugs"],
        nouns: ["Lamp", "Cushion", "Vase", "Frame", "Rug"],
      },
      {
        heading: "Stationery",
        fk: "Stationery",
        options: ["Notebooks", "Pens", "Planners"],
        nouns: ["Notebook", "Pen", "Planner"],
      },
    ],
    sizes: ["Small", "Medium", "Large"],
    colors_hex: ["#0f172a", "#dc2626", "#2563eb", "#ca8a04", "#e2e8f0"],
    adjectives: ["Fjord", "Harbour", "Heather", "Oak", "Granite", "Moorland", "Birch", "Cove", "Highland", "Larch"],
    priceRange: [3.5, 180],
    footer: {
      address_label: "4 Quay Street, Bristol BS1 4DB, United Kingdom",
      contact_no: "+44 117 496 0000",
      email: "help@northwind-market.example",
      fb: 0,
      youtube: 1,
      insta: 0,
      twitter: 1,
    },
    pageTypes: [1, 2, 4, 5],
    palette: ["#1e3a8a", "#dc2626", "#f8fafc", "#94a3b8", "#0f172a", "#ca8a04", "#7dd3fc", "#fca5a5"],
    tagline: "Well-made things for home and trail",
    demoCountryId: 2,
  },
];

export function profileFor(shopIndex: number): ShopProfile {
  return PROFILES[shopIndex % 2] as ShopProfile;
}
