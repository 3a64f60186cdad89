import { NextRequest } from "next/server";
import { middleware } from "./middleware";

function action(body: string | ReadableStream<Uint8Array>) {
  return new NextRequest("http://localhost:3100/contact-us", {
    method: "POST",
    headers: {
      host: "localhost:3100",
      origin: "http://localhost:3100",
      "next-action": "7f".repeat(21),
      "content-type": "multipart/form-data; boundary=x",
    },
    body,
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);
}

describe("middleware: bodies", () => {
  test("a Server Action body over 64 KB is refused with 413 (Next would hand the action a cut copy, a 500)", async () => {
    const response = await middleware(
      action(`--x\r\nContent-Disposition: form-data; name="message"\r\n\r\n${"m".repeat(200_000)}\r\n--x--`),
    );
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("The request body is too large.");
  });

  test("a chunked one too, after reading little more than 64 KB", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1024;
        controller.enqueue(new Uint8Array(1024).fill(0x6d));
      },
    });
    expect((await middleware(action(body))).status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(64 * 1024 + 4 * 1024);
  });
});

describe("middleware: the image optimizer", () => {
  const optimise = (url: string) =>
    middleware(new NextRequest(`http://localhost:3100/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`));

  test.each(["/media/shops/1/%61.jpg", "/media/shops/1/a%2fb.jpg", "/media/shops/1/a b.jpg"])(
    "refuses %s, another spelling of an image, with 400 (each would be kept on disk again)",
    async (url) => {
      const response = await optimise(url);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe("Bad request: the image address is not spelled canonically.");
    },
  );

  test("passes the canonical spelling on to the optimizer", async () => {
    const response = await optimise("/media/shops/1/a%20b.jpg");
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });
});
