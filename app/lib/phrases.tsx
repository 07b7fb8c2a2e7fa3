import { Fragment } from "react";
import { useInIsland } from "./island-scope";
import { useLocale } from "./page-language";
import { localeFacts } from "../../shared/i18n/locales";

/**
 * A heading whose lines break between words, never inside one, in a script that writes no spaces (Chinese): without
 * this a phone breaks "團隊" or "分鐘" across two lines. The words are ICU's (Intl.Segmenter), with a <wbr> between
 * two words (never beside punctuation, which <wbr> would let start a line), and the span's `word-break: keep-all`
 * lets a line break only there, at a space and after punctuation; a word longer than the line still breaks
 * (overflow-wrap). Node and Chromium read the same ICU dictionary, so the prerendered words are the browser's. Inside
 * an island the text stays as it is: an island is rendered again in any browser, whose dictionary may differ, and
 * React would find other markup than it prerendered.
 */
export function Phrases({ children: text }: { children: string }) {
  const locale = useLocale();
  const inIsland = useInIsland();
  if (inIsland || !localeFacts[locale].unspacedScript) return text;
  const parts = [...segmenter(localeFacts[locale].intl).segment(text)];
  const unbreakable = insideTerms(text);
  return (
    <span className="break-keep wrap-break-word">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part.isWordLike && parts[i - 1]?.isWordLike && !unbreakable.has(part.index) && <wbr />}
          {part.segment}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * Words and set phrases of the agency's copy that ICU's dictionary reads as more than one word (應用 and 程式, 排名
 * and 高), so a heading could break inside them. A heading never breaks within one of these.
 */
const TERMS = [
  ...["應用程式", "人工智能", "混合式", "排名高", "涵蓋", "頁面", "度身訂造", "中小企", "物有所值", "詳談", "載入"],
  ...["機械人", "區塊鏈", "主畫面", "首個", "淺白"],
];

/** The positions in `text` that fall inside one of the TERMS. */
function insideTerms(text: string): Set<number> {
  const inside = new Set<number>();
  for (const term of TERMS)
    for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1))
      for (let i = at + 1; i < at + term.length; i++) inside.add(i);
  return inside;
}

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(tag: string): Intl.Segmenter {
  if (!segmenters.has(tag)) segmenters.set(tag, new Intl.Segmenter(tag, { granularity: "word" }));
  return segmenters.get(tag)!;
}
