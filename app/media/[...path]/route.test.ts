import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * /media streams images from below IMAGE_BASE_URL, and from the shop API's image path or a host
 * listed in IMAGE_HOSTS: never from anywhere else, and it never follows a redirect.
 */

let server: Server;
let base: string;
let route: typeof import("./route");
let hitsElsewhere = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/storage/moved.png") {
      res.writeHead(302, { location: "/elsewhere/secret.png" }).end();
    } else if (req.url === "/elsewhere/secret.png") {
      hitsElsewhere += 1;
      res.writeHead(200, { "content-type": "image/png" }).end("png");
    } else if (req.url === "/cdn/moved.png") {
      res.writeHead(301, { location: "http://127.0.0.1:1/secret.png" }).end();
    } else if (req.url === "/storage/ok.png" || req.url === "/cdn/ok.png") {
      res.writeHead(200, { "content-type": "image/png" }).end("png");
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SHOP_API_URL = base;
  process.env.IMAGE_BASE_URL = `${base}/storage/`;
  process.env.IMAGE_HOSTS = `localhost:${new URL(base).port}`;
  route = await import("./route");
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (...path: string[]) =>
  route.GET(new Request(`http://localhost/media/${path.join("/")}`), { params: Promise.resolve({ path }) });

it("streams an image from below the image base", async () => {
  const response = await get("ok.png");
  expect(response.status).toBe(200);
  expect(await response.text()).toBe("png");
});

it("answers 404 for an upstream redirect and never fetches its target", async () => {
  expect((await get("moved.png")).status).toBe(404);
  expect(hitsElsewhere).toBe(0);
});

const port = () => new URL(base).port;

it("never reads the shop API's host outside its image path", async () => {
  expect((await get("~http", `127.0.0.1:${port()}`, "elsewhere", "secret.png")).status).toBe(404);
  expect(hitsElsewhere).toBe(0);
});

it("streams an image from a host listed in IMAGE_HOSTS, and one below the shop API's image path", async () => {
  for (const path of [
    ["~http", `localhost:${port()}`, "cdn", "ok.png"],
    ["~http", `127.0.0.1:${port()}`, "storage", "ok.png"],
  ]) {
    const response = await get(...path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(await response.text()).toBe("png");
  }
});

it("never requests an image from a host that is not listed", async () => {
  const fetchSpy = jest.spyOn(globalThis, "fetch");
  try {
    for (const path of [
      ["~http", "127.0.0.2", "x.png"],
      ["~http", `127.0.0.1:${Number(port()) + 1}`, "x.png"],
      ["~http", "169.254.169.254", "latest", "meta-data"],
    ]) {
      expect((await get(...path)).status).toBe(404);
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  } finally {
    fetchSpy.mockRestore();
  }
});

it("does not follow a listed host's redirect either", async () => {
  const before = hitsElsewhere;
  expect((await get("~http", `localhost:${port()}`, "cdn", "moved.png")).status).toBe(404);
  expect(hitsElsewhere).toBe(before);
});
