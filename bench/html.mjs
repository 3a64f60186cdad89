// Just enough HTML reading for the bench: tags and their attributes from server-rendered markup.
import { request } from "node:http";

const ENTITIES = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&lt;": "<", "&gt;": ">" };

function decodeEntities(text) {
  return text.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]);
}

/** Every `<tag …>` start tag with its attributes (names lower-cased, values decoded). */
export function startTags(html, tag) {
  const tags = [];
  const pattern = new RegExp(`<${tag}\\b([^>]*)>`, "gi");
  for (const match of html.matchAll(pattern)) {
    const attrs = {};
    for (const a of match[1].matchAll(/([^\s=/"'>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs[a[1].toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? "");
    }
    tags.push({ raw: match[0], attrs });
  }
  return tags;
}

export async function fetchText(url, init = {}) {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 200)}`);
  return text;
}

/** GET with headers fetch() will not send (`Host`): `{ status, header(name), text }`. */
export function rawGet(url, headers = {}, timeoutMs = 60_000) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          header: (name) => res.headers[name.toLowerCase()] ?? null,
          text: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      res.on("error", reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`GET ${url} timed out`)));
    req.on("error", reject);
    req.end();
  });
}
