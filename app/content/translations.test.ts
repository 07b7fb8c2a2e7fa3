import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContentError, loadContent } from "./load-content";
import { simplifiedCharacters } from "./translations";

const repo = fileURLToPath(new URL("../../", import.meta.url));

/**
 * A copy of content/ with a zh-hk folder made from the English files (texts and all), as a translator starts: every
 * file has its twin and every non-text field agrees, so each test's one change is the only problem.
 */
describe("a translation is checked against the English files, naming the file and the field", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "content-pair-"));
    cpSync(join(repo, "content"), join(root, "content"), { recursive: true });
    cpSync(join(repo, "content/en"), join(root, "content/zh-hk"), { recursive: true });
    // A translator links to the Chinese pages (./locale-links.ts): the posts' links, as the copy starts.
    for (const name of readdirSync(join(root, "content/zh-hk/blog"))) {
      const post = join(root, "content/zh-hk/blog", name);
      writeFileSync(post, readFileSync(post, "utf8").replaceAll("](/", "](/zh-hk/"));
    }
    symlinkSync(join(repo, "public"), join(root, "public"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const problemsOf = (): string[] => {
    try {
      loadContent({ root });
    } catch (error) {
      if (error instanceof ContentError) return error.problems;
      throw error;
    }
    return [];
  };
  const edit = (file: string, from: string | RegExp, to: string) => {
    const path = join(root, file);
    const before = readFileSync(path, "utf8");
    const after = before.replace(from, to);
    expect(after, `the test's edit of ${file} changed nothing`).not.toBe(before);
    writeFileSync(path, after);
  };

  it("accepts a complete translation", () => {
    expect(problemsOf()).toEqual([]);
  });

  it("refuses an English file with no Chinese twin, naming it", () => {
    unlinkSync(join(root, "content/zh-hk/faqs.yaml"));
    unlinkSync(join(root, "content/zh-hk/services/cloud-migration.yaml"));
    expect(problemsOf()).toEqual([
      "content/en/services/cloud-migration.yaml: has no translation: add content/zh-hk/services/cloud-migration.yaml",
      "content/en/faqs.yaml: has no translation: add content/zh-hk/faqs.yaml",
    ]);
  });

  it("lets a blog post exist in one language only", () => {
    unlinkSync(join(root, "content/zh-hk/blog/native-flutter-or-hybrid.md"));
    expect(problemsOf()).toEqual([]);
  });

  it("refuses a Chinese file with no English original", () => {
    cpSync(
      join(root, "content/zh-hk/services/cloud-migration.yaml"),
      join(root, "content/zh-hk/services/cloud-things.yaml"),
    );
    edit("content/zh-hk/services/cloud-things.yaml", /^order: \d+$/m, "order: 99");
    expect(problemsOf()).toEqual([
      "content/zh-hk/services/cloud-things.yaml: has no original: content/en/services/cloud-things.yaml is missing (a page exists in every language)",
    ]);
  });

  it("refuses a drifted non-text field (order, image, icon, id, link, date), naming the file and the field", () => {
    edit("content/zh-hk/services/web-development.yaml", /^order: 1$/m, "order: 70");
    edit("content/zh-hk/services/web-development.yaml", /^icon: .*$/m, "icon: cloud");
    edit("content/zh-hk/industries.yaml", "/images/industries/retail.svg", "/images/industries/fintech.svg");
    edit("content/zh-hk/testimonials.yaml", "id: kenneth-wong", "id: kenneth");
    edit("content/zh-hk/blog/native-flutter-or-hybrid.md", /^date: .*$/m, "date: 2020-01-01");
    const problems = problemsOf();
    expect(problems).toContain(
      "content/zh-hk/services/web-development.yaml: order: is 70, but content/en/services/web-development.yaml has 1: only texts are translated; this field stays as in the original",
    );
    expect(
      problems.some((line) =>
        line.startsWith(
          'content/zh-hk/services/web-development.yaml: icon: is "cloud", but content/en/services/web-development.yaml has ',
        ),
      ),
    ).toBe(true);
    expect(problems).toContain(
      'content/zh-hk/industries.yaml: items[1].image.src: is "/images/industries/fintech.svg", but content/en/industries.yaml has "/images/industries/retail.svg": only texts are translated; this field stays as in the original',
    );
    expect(problems).toContain(
      'content/zh-hk/testimonials.yaml: items[1].id: is "kenneth", but content/en/testimonials.yaml has "kenneth-wong": only texts are translated; this field stays as in the original',
    );
    expect(problems.some((line) => line.startsWith("content/zh-hk/blog/native-flutter-or-hybrid.md: date: is "))).toBe(
      true,
    );
    expect(problems, problems.join("\n")).toHaveLength(5);
  });

  it("refuses a list with entries added or removed", () => {
    edit("content/zh-hk/faqs.yaml", /\n {2}- id: (?![\s\S]*\n {2}- id: )[\s\S]*$/, "\n");
    const problems = problemsOf();
    expect(
      problems.some((line) =>
        /^content\/zh-hk\/faqs\.yaml: items: has \d+ entries, but content\/en\/faqs\.yaml has \d+/.test(line),
      ),
      problems.join("\n"),
    ).toBe(true);
  });

  it("refuses Simplified Chinese in a text, naming the file and the field", () => {
    edit(
      "content/zh-hk/pages/home.yaml",
      /^ {2}title: Software that earns .*$/m,
      "  title: 我们为企业提供云端迁移服务",
    );
    expect(problemsOf()).toEqual([
      "content/zh-hk/pages/home.yaml: hero.title: holds Simplified Chinese (们 为 业 云 迁 务): write it in Hong Kong Traditional Chinese",
    ]);
  });

  it("refuses a school form of a character and half-width punctuation beside Chinese, naming the file, the field and the form to write", () => {
    edit("content/zh-hk/pages/home.yaml", /^ {2}title: Software that earns .*$/m, "  title: 客户説的話,我們細閲.");
    expect(problemsOf()).toEqual([
      "content/zh-hk/pages/home.yaml: hero.title: writes 户 説 閲: write 戶 說 閱 (the forms Hong Kong business computers show)",
      'content/zh-hk/pages/home.yaml: hero.title: has a half-width "." or "," beside Chinese (「話,」 「閲.」): write 「。」 or 「，」',
    ]);
  });

  it("accepts real Hong Kong Traditional Chinese", () => {
    edit(
      "content/zh-hk/pages/home.yaml",
      /^ {2}title: Software that earns .*$/m,
      "  title: 網站設計、應用程式、軟件、資訊、裏/裡、着/著、公里、干擾、周末、皇后大道、台灣、峰會、群組",
    );
    expect(problemsOf()).toEqual([]);
  });
});

describe("Simplified-only characters", () => {
  const simplified = simplifiedCharacters();
  it.each([
    "網站設計、應用程式、軟件、資訊、裏/裡、着/著",
    "我們為成長中的企業設計、建造及營運網站、流動應用程式及人工智能系統。",
    "雲端遷移、數據分析、聊天機械人、遊戲開發、區塊鏈、網絡安全、客戶、帳戶",
    "免費三十分鐘策略諮詢：與創辦人直接對話，了解你的項目需要多少時間。",
    "皇后大道中、公里、干擾、若干、周末、茶几、北斗、范先生、臺灣、台灣、峰會、羣組、群組",
  ])("finds none in %s", (text) => {
    expect(simplified(text)).toEqual([]);
  });

  it("finds each one in Simplified text", () => {
    expect(simplified("网站设计，后来发展")).toEqual(["网", "设", "计", "后", "来", "发"]);
  });
});
