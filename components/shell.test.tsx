/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import type { Shop } from "@/lib/current-shop.server";
import { shopSettings } from "@/lib/shop-settings";
import { BreadcrumbHeader } from "@/components/page/breadcrumb-header";
import { SiteFooter } from "@/components/footer/site-footer";
import { navGroups } from "@/components/header/site-header";

// A static region's browser half needs the app's router and cart; its markup is what is checked here.
jest.mock("@/components/static-region/static-region", () => ({
  StaticRegion: ({ as: Region, children, ...attributes }: { as: "section"; children: React.ReactNode }) => (
    <Region {...attributes}>{children}</Region>
  ),
}));
// The newsletter's Server Action runs on the server (its session module needs Node's web APIs); here only
// the form's markup is checked.
jest.mock("@/lib/content/newsletter-action", () => ({ subscribeAction: jest.fn() }));
// The footer's columns as the server draws them (their adoption by the browser has its own test).
jest.mock("@/components/footer/footer-columns.client", () => ({
  FooterColumns: (data: import("@/components/footer/footer-columns").FooterColumnsData) => {
    const { createElement } = jest.requireActual<typeof import("react")>("react");
    const { FooterColumnsMarkup } = jest.requireActual<typeof import("@/components/footer/footer-columns")>(
      "@/components/footer/footer-columns",
    );
    return createElement("div", null, createElement(FooterColumnsMarkup, data));
  },
}));

const footer = {
  address_label: "1 Main St",
  contact_no: "+1 555 0100",
  email: "hi@shop.example",
  is_enable_fbLink: 1 as const,
  fb_link: "https://facebook.com/shop",
  is_enable_youtubeLink: 0 as const,
  youtube_link: "https://youtube.com/shop",
  is_enable_instaLink: 1 as const,
  insta_link: "javascript:alert(1)",
  is_enable_twitterLink: 1 as const,
  twitter_link: "https://twitter.com/shop",
  is_enable_blog: 0 as const,
};

const attributes = [
  {
    id: 3,
    heading: "Men Wear",
    name: "Men_Wear",
    fieldType: "select",
    inHeader: true,
    options: [{ id: 7, label: "T Shirts and Tops" }],
  },
  {
    id: 9,
    heading: "Size",
    name: "Size",
    fieldType: "size",
    inHeader: false,
    options: [{ id: 20, label: "XL" }],
  },
];

const shop: Shop = {
  ...shopSettings(null, footer, attributes),
  origin: "http://localhost:3100",
  theme: null,
  pages: [
    { page_type: 1, title: "About" },
    { page_type: 4, title: "Privacy" },
  ],
  attributes,
};

describe("site footer", () => {
  it("links Home always and each page only when the shop has its page_type", () => {
    render(<SiteFooter shop={shop} />);
    const info = within(screen.getByRole("region", { name: "Information" }));
    expect(info.getAllByRole("link").map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["About Us", "/about-us"],
      ["Privacy Policy", "/privacy-policy"],
    ]);
  });

  it("shows social links whose flag is 1 and whose URL is http(s)", () => {
    render(<SiteFooter shop={shop} />);
    const social = within(screen.getByRole("list", { name: "Social media" }));
    expect(social.getAllByRole("link").map((a) => a.textContent)).toEqual(["Facebook", "Twitter"]);
  });

  it("tags every attribute with its category link", () => {
    render(<SiteFooter shop={shop} />);
    const tags = within(screen.getByRole("region", { name: "Product Tags" }));
    expect(tags.getAllByRole("link").map((a) => a.getAttribute("href"))).toEqual([
      "/catagory/Men_Wear/3",
      "/catagory/Size/9",
    ]);
  });

  it("shows the contact details and the newsletter form", () => {
    render(<SiteFooter shop={shop} />);
    const contact = within(screen.getByRole("region", { name: "Contact" }));
    expect([...contact.getByRole("group").children].map((p) => p.textContent)).toEqual([
      "1 Main St",
      "+1 555 0100",
      "hi@shop.example",
    ]);
    expect(contact.getByRole("link", { name: "+1 555 0100" }).getAttribute("href")).toBe("tel:+15550100");
    expect(contact.getByRole("link", { name: "hi@shop.example" }).getAttribute("href")).toBe("mailto:hi@shop.example");
    const newsletter = within(screen.getByRole("form", { name: "Newsletter" }));
    expect(newsletter.getByRole("textbox").getAttribute("type")).toBe("email");
    expect(newsletter.getByRole("button", { name: "Subscribe" }).getAttribute("type")).toBe("submit");
  });
});

describe("header menus", () => {
  it("uses header attributes only, with the spec's link shapes", () => {
    expect(navGroups(shop)).toEqual([
      {
        id: 3,
        heading: "Men Wear",
        href: "/catagory/Men_Wear/3",
        options: [{ id: 7, label: "T Shirts and Tops", href: "/T-Shirts%20and%20Tops/7" }],
      },
    ]);
  });
});

describe("breadcrumb header", () => {
  it("links Home, then the first text, then the second as a capitalised title", () => {
    render(<BreadcrumbHeader first="Shop Category" second="men wear" />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Men Wear");
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" })).getAllByRole("listitem");
    expect(crumbs.map((li) => li.textContent)).toEqual(["Home", "Shop Category", "Men Wear"]);
    expect(within(crumbs[0]!).getByRole("link").getAttribute("href")).toBe("/");
  });
});
