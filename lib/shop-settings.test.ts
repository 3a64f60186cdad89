import { shopSettings } from "./shop-settings";
import type { Footer } from "@/lib/shop-api/footer.server";
import { THEME_ANSWER } from "@/lib/shop-api/theme.fixture";
import { shopAnswers } from "@storefront/shop-answers";

const footer: Footer = {
  address_label: "1 Main St",
  contact_no: "+1 555 0100",
  email: "hi@shop.example",
  is_enable_fbLink: 1,
  fb_link: "https://facebook.com/shop",
  is_enable_youtubeLink: 0,
  youtube_link: "https://youtube.com/shop",
  is_enable_instaLink: 1,
  insta_link: "javascript:alert(1)",
  is_enable_twitterLink: 1,
  twitter_link: "https://twitter.com/shop",
  is_enable_blog: 0,
};

const theme = shopAnswers({ image: (value) => value }).themeSchema.parse(THEME_ANSWER);
const slide = { image: "s.jpg", heading: "Hi", lead: "", textColor: "#fff", url: "" };

describe("shopSettings", () => {
  it("names the theme's settings and turns its flags into booleans", () => {
    expect(shopSettings(theme, footer, [])).toMatchObject({
      name: "Demo Ltd",
      title: "Demo Shop",
      logo: "logo.png",
      currency: { symbol: "AED", code: "AED" },
      shippingCharges: 15,
      heroSlides: [slide],
      featuredProducts: false,
      gridLayout: 2,
    });
    expect(shopSettings({ ...theme, is_enable_slider: 0 }, footer, []).heroSlides).toEqual([]);
  });

  it("the blog follows the footer's flag both ways, and stays on when the footer could not be read", () => {
    expect(shopSettings(theme, footer, []).blogEnabled).toBe(false);
    expect(shopSettings(theme, { ...footer, is_enable_blog: 1 }, []).blogEnabled).toBe(true);
    expect(shopSettings(theme, null, []).blogEnabled).toBe(true);
  });

  it("keeps the social links whose flag is on and whose URL is http(s)", () => {
    expect(shopSettings(theme, footer, []).socialLinks).toEqual([
      { name: "Facebook", href: "https://facebook.com/shop" },
      { name: "Twitter", href: "https://twitter.com/shop" },
    ]);
  });

  it("reads placeholders when the theme and footer are missing", () => {
    expect(shopSettings(null, null, [])).toMatchObject({
      name: "Shop",
      title: "Shop",
      logo: "",
      currency: { symbol: "", code: "" },
      shippingCharges: 0,
      heroSlides: [],
      gridLayout: 1,
      contact: { address: "", phone: "", email: "" },
      socialLinks: [],
    });
  });
});
