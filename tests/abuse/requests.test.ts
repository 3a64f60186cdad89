import { resolve } from "node:path";
import type { ShopFixture } from "./fixtures";
import { generateRequests } from "./requests";

const root = resolve(__dirname, "..", "..");
const shop = (origin: string) => ({ origin, host: new URL(origin).host, cookie: "s=1" }) as ShopFixture;

describe("the abuse sweep's requests to Next's own paths", () => {
  it("posts to the image optimizer several times per address, under load, and expects 405 each time", () => {
    const requests = generateRequests(root, [], [shop("http://localhost:3450"), shop("http://127.0.0.1:3450")], 3450);
    const posts = requests.filter(
      (r) => r.method === "POST" && r.path === "/_next/image?url=%2Fmedia%2Fno-such.png&w=640&q=75",
    );
    expect(posts.length).toBeGreaterThanOrEqual(3);
    for (const post of posts) expect(post.expect).toEqual([405]);
  });
});
