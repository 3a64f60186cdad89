import { serializeJsonLd } from "@/lib/seo/json-ld";
import { blogListPage, blogPostingJsonLd, firstSentence, formatPostDate, pageParam } from "./blog";

describe("blog list pages", () => {
  const posts = Array.from({ length: 7 }, (_, i) => i + 1);

  it("splits the posts into pages of six, in order", () => {
    expect(blogListPage(posts, 1)).toEqual({ posts: [1, 2, 3, 4, 5, 6], page: 1, pageCount: 2 });
    expect(blogListPage(posts, 2)).toEqual({ posts: [7], page: 2, pageCount: 2 });
  });

  it("has no page past the last, and one empty page for a shop without posts", () => {
    expect(blogListPage(posts, 3)).toBeNull();
    expect(blogListPage(posts, 0)).toBeNull();
    expect(blogListPage([], 1)).toEqual({ posts: [], page: 1, pageCount: 1 });
  });

  it("reads a page segment as a plainly written whole number only, so each page has one URL", () => {
    expect(pageParam("2")).toBe(2);
    for (const bad of ["0", "02", "-1", "2.0", "abc", "", "9999999"]) expect(pageParam(bad)).toBeNull();
  });

  it("gives the first page its plain URL", () => {});
});

describe("post text", () => {
  it("takes the first sentence for a description", () => {
    expect(firstSentence("Our buyers picked favourites. 1. Keep it simple")).toBe("Our buyers picked favourites.");
    expect(firstSentence("Prices from 2.50 apply! Then more.")).toBe("Prices from 2.50 apply!");
    expect(firstSentence("  No sentence end here  ")).toBe("No sentence end here");
    expect(firstSentence("")).toBe("");
  });

  it("formats a publication date in UTC, and nothing for an unreadable one", () => {
    expect(formatPostDate("2026-09-01T10:00:00.000Z")).toBe("1 September 2026");
    expect(formatPostDate("2026-09-01T23:30:00-05:00")).toBe("2 September 2026");
    expect(formatPostDate("not a date")).toBe("");
  });
});

describe("blogPostingJsonLd", () => {
  it("describes the post on the shop's origin, without an invented author", () => {
    const ld = blogPostingJsonLd({
      origin: "http://localhost:3000",
      path: "/BlogDetail/4",
      title: "Caring </script><script>alert(1)</script>",
      description: "A few minutes of care.",
      image: "/media/shops/1/blogs/blog-1.jpg",
      datePublished: "2026-09-15T10:00:00Z",
      publisher: "Aurora Outfitters",
    });
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Caring </script><script>alert(1)</script>",
      url: "http://localhost:3000/BlogDetail/4",
      mainEntityOfPage: "http://localhost:3000/BlogDetail/4",
      publisher: { "@type": "Organization", name: "Aurora Outfitters", url: "http://localhost:3000/" },
      description: "A few minutes of care.",
      image: ["http://localhost:3000/media/shops/1/blogs/blog-1.jpg"],
      datePublished: "2026-09-15T10:00:00.000Z",
    });
    expect(serializeJsonLd(ld)).not.toContain("</script>");
  });

  it("leaves out what the shop does not give", () => {
    const ld = blogPostingJsonLd({
      origin: "http://localhost:3000",
      path: "/BlogDetail/1",
      title: "T",
      description: "",
      datePublished: "",
      publisher: "S",
    });
    expect(Object.keys(ld)).not.toEqual(expect.arrayContaining(["image"]));
    expect(ld).not.toHaveProperty("description");
    expect(ld).not.toHaveProperty("datePublished");
    expect(ld).not.toHaveProperty("author");
  });
});
