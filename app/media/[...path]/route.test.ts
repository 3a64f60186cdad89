import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** /media streams images from below IMAGE_BASE_URL only: it never follows a redirect elsewhere. */

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
    } else if (req.url === "/storage/ok.png") {
      res.writeHead(200, { "content-type": "image/png" }).end("png");
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SHOP_API_URL = base;
  process.env.IMAGE_BASE_URL = `${base}/storage/`;
  route = await import("./route");
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (...path: string[]) => route.GET(new Request(`http://localhost/media/${path.join("/")}`), { params: Promise.resolve({ path }) });

it("streams an image from below the image base", async () => {
  const response = await get("ok.png");
  expect(response.status).toBe(200);
  expect(await response.text()).toBe("png");
});

it("answers 404 for an upstream redirect and never fetches its target", async () => {
  expect((await get("moved.png")).status).toBe(404);
  expect(hitsElsewhere).toBe(0);
});
