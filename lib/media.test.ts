import { imageUrl } from "./images";
import {
  displayableImage,
  isImageType,
  isRemoteMedia,
  mediaUpstreamUrl,
  remoteUpstreamUrl,
  type ImagePolicy,
} from "./media";

const BASE = "http://127.0.0.1:4000/storage/";
const POLICY: ImagePolicy = {
  imageBaseUrl: "https://cdn.shop.example/img/",
  shopApiUrl: "http://127.0.0.1:4000",
  imageHosts: ["images.example.net", "pics.example.org:8443"],
};

/** The segments Next gives the /media route for a URL that imageUrl wrote. */
const segmentsOf = (mediaUrl: string) => mediaUrl.slice("/media/".length).split("/").map(decodeURIComponent);

describe("mediaUpstreamUrl", () => {
  it("maps segments under the image base", () => {
    expect(mediaUpstreamUrl(BASE, ["shops", "1", "logo.png"])).toBe(`${BASE}shops/1/logo.png`);
    expect(mediaUpstreamUrl(BASE, ["my photo.jpg"])).toBe(`${BASE}my%20photo.jpg`);
  });

  it("refuses anything that could leave the base", () => {
    for (const bad of [[], [".."], ["shops", "..", "..", "etc"], ["."], ["a\\b"], ["a\0"]]) {
      expect(mediaUpstreamUrl(BASE, bad)).toBeNull();
    }
  });

  it("keeps encoded specials inside the segment", () => {
    expect(mediaUpstreamUrl(BASE, ["a?b#c"])).toBe(`${BASE}a%3Fb%23c`);
  });
});

describe("isImageType", () => {
  it("passes images only", () => {
    expect(isImageType("image/png")).toBe(true);
    expect(isImageType("image/svg+xml; charset=utf-8")).toBe(true);
    expect(isImageType("text/html")).toBe(false);
    expect(isImageType(null)).toBe(false);
  });
});

describe("displayableImage (what an answer's image field keeps)", () => {
  it("keeps relative paths as they are", () => {
    expect(displayableImage("shops/1/a.jpg|shops/1/b.jpg", POLICY)).toBe("shops/1/a.jpg|shops/1/b.jpg");
    expect(displayableImage("", POLICY)).toBe("");
  });

  it("turns a URL below IMAGE_BASE_URL into its relative path", () => {
    expect(displayableImage("https://cdn.shop.example/img/shops/1/a%20b.jpg?v=3", POLICY)).toBe("shops/1/a b.jpg");
  });

  it("keeps URLs below the shop API's image path and on listed hosts, without query or fragment", () => {
    expect(displayableImage("http://127.0.0.1:4000/storage/x.png", POLICY)).toBe("http://127.0.0.1:4000/storage/x.png");
    expect(displayableImage("https://IMAGES.example.net/p/x.webp?sig=1#top", POLICY)).toBe(
      "https://images.example.net/p/x.webp",
    );
    expect(displayableImage("http://images.example.net:80/x.webp", POLICY)).toBe("http://images.example.net/x.webp");
    expect(displayableImage("https://pics.example.org:8443/x.jpg", POLICY)).toBe("https://pics.example.org:8443/x.jpg");
  });

  it("drops every other image, so the placeholder shows", () => {
    for (const bad of [
      "https://evil.example/x.jpg",
      "https://pics.example.org/x.jpg",
      // A bare listed host is its scheme's default port only.
      "http://images.example.net:8080/x.webp",
      "https://images.example.net:8443/x.webp",
      "http://127.0.0.1:4001/storage/x.png",
      "http://127.0.0.1:40000/x.png",
      "http://127.0.0.1:4000/api/gym-theme",
      "https://images.example.net.evil.example/x.jpg",
      "https://cdn.shop.example/imgx/x.jpg",
      "https://user:pw@images.example.net/x.jpg",
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "file:///etc/passwd",
    ]) {
      expect(displayableImage(bad, POLICY)).toBe("");
      expect(imageUrl(displayableImage(bad, POLICY))).toBe("/assets/placeholder.svg");
    }
    expect(displayableImage("https://evil.example/x.jpg|shops/1/b.jpg", POLICY)).toBe("shops/1/b.jpg");
  });
});

describe("remoteUpstreamUrl (/media/~{scheme}/{host}/…)", () => {
  it("reads what an answer may show, from where imageUrl points", () => {
    for (const shown of [
      "http://127.0.0.1:4000/storage/x.png",
      "https://images.example.net/p/a b.webp",
      "https://pics.example.org:8443/x.jpg",
    ]) {
      const segments = segmentsOf(imageUrl(shown));
      expect(isRemoteMedia(segments)).toBe(true);
      expect(remoteUpstreamUrl(POLICY, segments)).toBe(new URL(shown).href);
    }
  });

  it("fetches nothing a visitor chooses: other hosts, ports and schemes, spellings and tricks are refused", () => {
    for (const segments of [
      ["~https", "evil.example", "x.jpg"],
      ["~https", "pics.example.org", "x.jpg"],
      ["~http", "127.0.0.1:4001", "storage", "x.png"],
      ["~http", "169.254.169.254", "latest", "meta-data"],
      // The shop API's host outside its image path: the API itself.
      ["~http", "127.0.0.1:4000", "api", "admin", "orders"],
      ["~http", "127.0.0.1:4000", "storagex", "x.png"],
      ["~http", "127.0.0.1:4000", "storage"],
      ["~https", "IMAGES.example.net", "x.jpg"],
      ["~https", "images.example.net:443", "x.jpg"],
      ["~https", "user@images.example.net", "x.jpg"],
      ["~https", "images.example.net", "..", "x.jpg"],
      ["~https", "images.example.net"],
      ["~ftp", "images.example.net", "x.jpg"],
      ["~https", "images.example.net/evil.example", "x.jpg"],
      ["~https", "evil.example#@images.example.net", "x.jpg"],
    ]) {
      expect(remoteUpstreamUrl(POLICY, segments)).toBeNull();
    }
  });

  it("on the shop API's host reads only its image path, even when IMAGE_HOSTS lists the host", () => {
    const listed = { ...POLICY, imageHosts: ["127.0.0.1:4000"] };
    expect(remoteUpstreamUrl(listed, ["~http", "127.0.0.1:4000", "storage", "x.png"])).toBe(
      "http://127.0.0.1:4000/storage/x.png",
    );
    expect(remoteUpstreamUrl(listed, ["~http", "127.0.0.1:4000", "api", "orders"])).toBeNull();
  });

  it("keeps a path's specials inside its segments", () => {
    expect(remoteUpstreamUrl(POLICY, ["~https", "images.example.net", "a?b#c.jpg"])).toBe(
      "https://images.example.net/a%3Fb%23c.jpg",
    );
  });
});
