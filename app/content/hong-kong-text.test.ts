import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { chineseMessagesProblems } from "../../scripts/chinese-messages-check";
import { hongKongTextProblems, messagesProblems, SCHOOL_FORMS } from "./hong-kong-text";

const repo = fileURLToPath(new URL("../../", import.meta.url));

describe("Hong Kong Chinese text", () => {
  it("refuses each school form, naming it and the form to write", () => {
    expect(hongKongTextProblems("客户説明")).toEqual([
      "writes 户 説: write 戶 說 (the forms Hong Kong business computers show)",
    ]);
    expect(hongKongTextProblems("閲温兑脱羣峯")).toEqual([
      "writes 閲 温 兑 脱 羣 峯: write 閱 溫 兌 脫 群 峰 (the forms Hong Kong business computers show)",
    ]);
    expect(Object.keys(SCHOOL_FORMS)).toEqual([..."户説閲温兑脱羣峯"]);
  });

  it("refuses a half-width full stop or comma beside Chinese, quoting it", () => {
    expect(hongKongTextProblems("版權所有.")).toEqual([
      'has a half-width "." or "," beside Chinese (「有.」): write 「。」 or 「，」',
    ]);
    expect(hongKongTextProblems("營運總監, Peakline Health")).toEqual([
      'has a half-width "." or "," beside Chinese (「監,」): write 「。」 or 「，」',
    ]);
    expect(hongKongTextProblems("Harbourline Labs.版權")).toEqual([
      'has a half-width "." or "," beside Chinese (「.版」): write 「。」 or 「，」',
    ]);
  });

  it("accepts Hong Kong forms, full-width punctuation, and half-width marks among Latin words and numbers", () => {
    for (const text of [
      "客戶說，用戶閱覽溫習兌換脫離群組高峰。",
      "轉化率由 1.9% 升至 3.1%，預算 US$1,000。",
      "以 Next.js、React Native 及 Node.js 開發，例如 9123 4567。",
      "© 2026 Harbourline Labs 版權所有。",
    ])
      expect(hongKongTextProblems(text), text).toEqual([]);
  });

  it("names the messages file and the key", () => {
    expect(
      messagesProblems("shared/i18n/messages/zh-hk.json", { a: "好", footer_rights: "版權所有.", nav: "客户" }),
    ).toEqual([
      'shared/i18n/messages/zh-hk.json: footer_rights: has a half-width "." or "," beside Chinese (「有.」): write 「。」 or 「，」',
      "shared/i18n/messages/zh-hk.json: nav: writes 户: write 戶 (the forms Hong Kong business computers show)",
    ]);
  });
});

/** Every file under content/zh-hk/, as repository paths. */
function chineseContentFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
    );
  return walk("content/zh-hk").sort();
}

describe("the Chinese copy of the repository", () => {
  it.each(chineseContentFiles())("%s writes Hong Kong forms and full-width punctuation beside Chinese", (file) => {
    expect(
      hongKongTextProblems(readFileSync(join(repo, file), "utf8")).map((problem) => `${file}: ${problem}`),
    ).toEqual([]);
  });

  it("the Chinese messages write Hong Kong forms, no Simplified character and full-width punctuation beside Chinese", () => {
    expect(chineseMessagesProblems()).toEqual([]);
  });
});
