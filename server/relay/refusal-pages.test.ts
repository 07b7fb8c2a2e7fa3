/**
 * The HTML a form posted natively (no JavaScript) gets when the relay refuses it: always a page, never JSON, in the
 * language of the page the form was on, with links to that language's pages.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { postedFormElement } from "../../app/features/enquiry/posted-forms.server";
import { fill, messagesFor } from "../../shared/i18n/messages";
import { RELAY_PATH } from "../../shared/relay-contract";
import { useTestServer } from "../testing/test-server";
import { FORM_POST_MAX_BYTES } from "./form-post";

const zh = messagesFor("zh-hk");
const en = messagesFor("en");

const chineseContact = {
  form: "contact",
  page: "/zh-hk/contact-us/",
  name: "陳大文",
  email: "tai.man@example.com",
  phone: "+85261234567",
  subject: "倉庫掃描器",
  service: "",
  message: "我們想把掃描器連接到存貨系統。",
  website: "",
};

const server = useTestServer({
  smtp: true,
  env: { RATE_LIMIT_MAX: "100" },
  prepare(fixture) {
    const form = renderToStaticMarkup(
      postedFormElement("contact", "zh-hk", { posted: { values: {}, errors: {} }, page: "/zh-hk/contact-us" }),
    );
    mkdirSync(join(fixture.clientDir, "zh-hk", "contact-us"), { recursive: true });
    writeFileSync(
      join(fixture.clientDir, "zh-hk", "contact-us", "index.html"),
      `<!DOCTYPE html><html lang="zh-Hant-HK"><head><meta charset="utf-8"><title>聯絡我們 | Harbourline Labs</title></head>` +
        `<body><main><h1>聯絡我們</h1>${form}</main></body></html>`,
    );
  },
});

const post = (
  body: string,
  { url = RELAY_PATH, headers = {} }: { url?: string; headers?: Record<string, string> } = {},
) =>
  server.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", ...headers },
    payload: body,
    remoteAddress: "10.9.0.1",
  });

const oversized = new URLSearchParams({ ...chineseContact, message: "網".repeat(FORM_POST_MAX_BYTES / 3) }).toString();

/** The page's language, title, heading, message and links. */
function read(html: string) {
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    alert: /role="alert"[^>]*>([^<]*)</.exec(html)?.[1],
    links: [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]),
    scripts: html.includes("<script"),
  };
}

describe("a native post the relay refuses gets a page in its language", { timeout: 60_000 }, () => {
  it("over the size limit from a Chinese page: a Chinese page, its full-width title, links to Chinese pages", async () => {
    await server.start();
    const res = await post(oversized, { url: `${RELAY_PATH}?lang=zh-hk` });
    expect(res.statusCode).toBe(413);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(read(res.body)).toEqual({
      lang: "zh-Hant-HK",
      title: `錯誤：${zh.relay_page_title} | Harbourline Labs`,
      alert: zh.relay_too_large,
      links: [
        ["/zh-hk/contact-us", zh.relay_page_back],
        ["/zh-hk/", zh.error_home_link],
      ],
      scripts: false,
    });
  });

  it("takes the language from the sending page's address when the relay's address names none", async () => {
    await server.start();
    const res = await post(oversized, { headers: { referer: "https://www.example.com/zh-hk/contact-us/" } });
    expect(res.statusCode).toBe(413);
    expect(read(res.body).lang).toBe("zh-Hant-HK");
    expect(read(res.body).alert).toBe(zh.relay_too_large);
  });

  it("is English from an English page, linking back to a page of the build only", async () => {
    await server.start();
    const res = await post(oversized, { headers: { referer: "https://www.example.com/no-such-page" } });
    expect(res.statusCode).toBe(413);
    expect(read(res.body)).toMatchObject({
      lang: "en",
      title: `Error: ${en.relay_page_title} | Harbourline Labs`,
      alert: en.relay_too_large,
      links: [
        ["/contact-us", en.relay_page_back],
        ["/", en.error_home_link],
      ],
    });
  });

  it("a post that names no form of ours: a page, not JSON, in the language of the page it names", async () => {
    await server.start();
    const res = await post(new URLSearchParams({ ...chineseContact, form: "newsletter" }).toString());
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(read(res.body)).toMatchObject({ lang: "zh-Hant-HK", alert: zh.relay_unreadable });
    expect(read(res.body).links[0]).toEqual(["/zh-hk/contact-us", zh.relay_page_back]);
  });

  it("over the rate limit: the Chinese form again with the Chinese reason and a full-width title", async () => {
    await server.start({ RATE_LIMIT_MAX: "1" });
    const body = new URLSearchParams({ ...chineseContact, name: "" }).toString();
    expect((await post(body, { url: `${RELAY_PATH}?lang=zh-hk` })).statusCode).toBe(400);
    const limited = await post(body, { url: `${RELAY_PATH}?lang=zh-hk` });
    expect(limited.statusCode).toBe(429);
    expect(read(limited.body).lang).toBe("zh-Hant-HK");
    expect(read(limited.body).title).toBe("錯誤：聯絡我們 | Harbourline Labs");
    expect(limited.body).toContain(fill(zh.relay_too_many, { minutes: 10 }));
    expect(limited.body).toContain('value="倉庫掃描器"');
  });

  it("over the rate limit and too large to read: the Chinese page saying why", async () => {
    await server.start({ RATE_LIMIT_MAX: "1" });
    await post(new URLSearchParams({ ...chineseContact, name: "" }).toString(), { url: `${RELAY_PATH}?lang=zh-hk` });
    const res = await post(oversized, { url: `${RELAY_PATH}?lang=zh-hk` });
    expect(res.statusCode).toBe(429);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(read(res.body).lang).toBe("zh-Hant-HK");
    expect(read(res.body).alert).toContain(fill(zh.relay_too_many, { minutes: 10 }));
  });

  it("a JSON request is still answered in JSON", async () => {
    await server.start();
    const res = await post("{}", { url: `${RELAY_PATH}?lang=zh-hk`, headers: { "content-type": "application/json" } });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
  });
});
