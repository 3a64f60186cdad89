import type { Db } from "../db/open";
import type { ImageManifest } from "./images";
import type { ShopProfile } from "./profiles";
import { PAGE_TITLES } from "../content/pages";

/** Theme images, slides, footer, website pages and blogs of one shop. */

function pageText(type: number, profile: ShopProfile): string {
  switch (type) {
    case 1:
      return `<h2>About ${profile.company_name}</h2><p>${profile.tagline}. We started as a small market stall and now ship across the region.</p><p>Every product is checked by our team before it leaves the warehouse.</p>`;
    case 2:
      return `<h2>Complaint</h2><p>Not happy with an order from ${profile.company_name}? Tell us what went wrong and we answer within two working days.</p>`;
    case 3:
      return `<h2>Terms &amp; Conditions</h2><p>By ordering from ${profile.company_name} you agree to these terms.</p>`;
    case 4:
      // The script, handler and both placeholder spellings prove that the storefront sanitises and fills in policies.
      return `<h2>Privacy Policy</h2><p>{site_name} respects your privacy. This policy explains what [SITE_NAME] collects and why.</p><script>window.__policyScriptRan = true;</script><ul><li>Order details, to deliver your parcel.</li><li>Your e-mail address, to send receipts.</li></ul><img src="x" onerror="window.__policyImgRan = true" alt=""><p>Questions? Write to ${profile.footer.email}.</p>`;
    case 5:
      return `<h2>Refund and Return Policy</h2><p>Items bought on {site_name} can be returned within 14 days in their original condition.</p><script>window.__policyScriptRan = true;</script><p onmouseover="window.__policyHandlerRan = true">Refunds are paid to the original payment method within 5 working days.</p><p><a href="javascript:window.__policyLinkRan = true">Start a return with [site_name]</a>.</p>`;
    default:
      return `<p>${PAGE_TITLES[type] ?? "Page"}</p>`;
  }
}

const BLOGS = (profile: ShopProfile): { title: string; html: string }[] => [
  {
    title: `Five ways to style the ${profile.categories[0]?.heading ?? "new"} range`,
    html: `<p>Our buyers picked their favourite combinations for this season.</p><h3>1. Keep it simple</h3><p>Start with one statement piece.</p><ol><li>Pick a colour</li><li>Add texture</li></ol>`,
  },
  {
    title: `Behind the scenes at ${profile.company_name}`,
    html: `<p>From sourcing to packing, here is how an order reaches you.</p><blockquote>Quality first, always.</blockquote><p><a href="https://example.com/story">Read the full story</a>.</p>`,
  },
  {
    title: "Caring for what you buy",
    // The inline script and handler must never run: this post proves the storefront sanitises HTML.
    html: `<p>A few minutes of care makes things last for years.</p><script>window.__blogScriptRan = true;</script><p onclick="window.__blogHandlerRan = true">Wash cold, dry flat.</p><img src="x" onerror="window.__blogImgRan = true" alt="care">`,
  },
  {
    title: "New arrivals this month",
    html: `<p>Fresh stock has landed in every category.</p><p><strong>Tip:</strong> items marked NEW sell out first.</p>`,
  },
  // Enough posts for a second page of the blog list.
  {
    title: "How we choose our suppliers",
    html: `<p>Every supplier visits us before we list a single item.</p><ul><li>Fair pay</li><li>Short shipping routes</li></ul>`,
  },
  {
    title: `Gift ideas from ${profile.company_name}`,
    html: `<p>Stuck for a present? Start here.</p><h3>Under 50</h3><p>Small things that make a day.</p>`,
  },
  {
    title: "Questions our customers ask most",
    html: `<p>We answered the five questions that reach our inbox every week.</p><ol><li>Delivery times</li><li>Returns</li></ol>`,
  },
];

export function seedContent(db: Db, shopId: number, profile: ShopProfile, images: ImageManifest): void {
  db.prepare("UPDATE shops SET logo_image = ?, favicon_image = ? WHERE id = ?").run(
    images.logo,
    images.favicon,
    shopId,
  );

  const insertSlide = db.prepare(
    "INSERT INTO slides (shop_id, position, item_image, first_para, second_para, text_color, url) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const slideTexts = [
    [profile.tagline, "New season, new colours"],
    ["Up to 40% off", "Selected lines, while stock lasts"],
    ["Free returns", "Within 14 days of delivery"],
  ] as const;
  images.slides.forEach((img, i) => {
    const [first, second] = slideTexts[i % slideTexts.length]!;
    insertSlide.run(shopId, i, img, first, second, "#ffffff", `https://example.com/${profile.key}/offer-${i + 1}`);
  });

  const f = profile.footer;
  db.prepare(
    `INSERT INTO footers (shop_id, address_label, contact_no, email, is_enable_fbLink, fb_link, is_enable_youtubeLink, youtube_link,
       is_enable_instaLink, insta_link, is_enable_twitterLink, twitter_link, is_enable_blog)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    shopId,
    f.address_label,
    f.contact_no,
    f.email,
    f.fb,
    `https://facebook.com/${profile.key}`,
    f.youtube,
    `https://youtube.com/@${profile.key}`,
    f.insta,
    `https://instagram.com/${profile.key}`,
    f.twitter,
    `https://twitter.com/${profile.key}`,
    profile.is_enable_blog,
  );

  const insertPage = db.prepare("INSERT INTO pages (shop_id, page_type, title, page_text) VALUES (?, ?, ?, ?)");
  for (const type of profile.pageTypes)
    insertPage.run(shopId, type, PAGE_TITLES[type] ?? "Page", pageText(type, profile));

  const insertBlog = db.prepare(
    "INSERT INTO blogs (shop_id, blog_title, post_image, post_details, created_at) VALUES (?, ?, ?, ?, ?)",
  );
  BLOGS(profile).forEach((b, i) => {
    const createdAt = new Date(Date.parse("2026-09-01T10:00:00Z") + i * 7 * 86_400_000).toISOString();
    insertBlog.run(shopId, b.title, images.blogs[i % images.blogs.length] ?? "", b.html, createdAt);
  });
}
