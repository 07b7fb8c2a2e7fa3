import { describe, expect, it } from "vitest";
import { stylesheetsOf } from "../shared/inlined-stylesheets";
import { stylesheetsInPage } from "./stylesheets-in-pages";

const page =
  '<html><head><link rel="icon" href="/favicon.svg"/><link rel="stylesheet" href="/assets/style-5.css"/></head>' +
  "<body><h1>Hello</h1></body></html>";
const css = ".text-white{color:#fff}";

describe("stylesheetsInPage", () => {
  it("writes the stylesheet in, in place of its link, keeping its address", () => {
    const html = stylesheetsInPage(page, (href) => (href === "/assets/style-5.css" ? css : ""));
    expect(html).toBe(
      '<html><head><link rel="icon" href="/favicon.svg"/><style data-stylesheet="/assets/style-5.css">' +
        ".text-white{color:#fff}</style></head><body><h1>Hello</h1></body></html>",
    );
    expect(stylesheetsOf(html)).toEqual(["/assets/style-5.css"]);
    expect(stylesheetsOf(page)).toEqual(["/assets/style-5.css"]);
  });

  it("refuses a stylesheet that would end the <style> early, naming the page and the file", () => {
    expect(() => stylesheetsInPage(page, () => '.a::after{content:"</style>"}', "index.html")).toThrow(
      'index.html: /assets/style-5.css holds "</style"',
    );
  });

  it("leaves a page without a stylesheet as it is", () => {
    const bare = "<html><head></head><body></body></html>";
    expect(stylesheetsInPage(bare, () => css)).toBe(bare);
  });
});
