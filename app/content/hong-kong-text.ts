/**
 * Two rules of Hong Kong Chinese text that the Simplified check (./translations.ts) cannot see, applied to the
 * Chinese content files and to the Chinese messages (shared/i18n/messages/zh-hk.json) alike (docs/content.md,
 * "Translating"):
 * - the glyph forms Hong Kong business computers show (Big5): 戶 說 閱 溫 兌 脫 群 峰, never the school forms of the
 *   Education Bureau's list (户 説 閲 温 兑 脱 羣 峯), which read as Simplified or machine-converted to most owners,
 *   and which a Traditional-to-Hong-Kong conversion (OpenCC's t2hk) writes;
 * - full-width punctuation beside Chinese: no half-width "." or "," next to a Chinese character.
 */

/** Each school form, with the form to write instead. */
export const SCHOOL_FORMS: Readonly<Record<string, string>> = {
  户: "戶",
  説: "說",
  閲: "閱",
  温: "溫",
  兑: "兌",
  脱: "脫",
  羣: "群",
  峯: "峰",
};

const schoolForm = new RegExp(`[${Object.keys(SCHOOL_FORMS).join("")}]`, "gu");

/** A Chinese character, or Chinese (full-width) punctuation. */
const chinese = String.raw`[\p{Script=Han}\u3000-\u303f\uff00-\uffef]`;
const halfWidthBesideChinese = new RegExp(`${chinese}[.,]|[.,]${chinese}`, "gu");

/** The problems of one text, each a sentence naming the character and what to write instead; none when it is right. */
export function hongKongTextProblems(text: string): string[] {
  const problems: string[] = [];
  const forms = [...new Set(text.match(schoolForm) ?? [])];
  if (forms.length > 0)
    problems.push(
      `writes ${forms.join(" ")}: write ${forms.map((form) => SCHOOL_FORMS[form]).join(" ")} (the forms Hong Kong business computers show)`,
    );
  const marks = [...new Set(text.match(halfWidthBesideChinese) ?? [])];
  if (marks.length > 0)
    problems.push(
      `has a half-width "." or "," beside Chinese (${marks.map((mark) => `「${mark}」`).join(" ")}): write 「。」 or 「，」`,
    );
  return problems;
}

/**
 * The problems of a locale's messages (the parsed JSON of shared/i18n/messages/<locale>.json), each naming the file
 * and the message's key; a message with variants (plural forms) is checked in each.
 */
export function messagesProblems(file: string, messages: Record<string, unknown>): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    textsOf(value).flatMap((text) => hongKongTextProblems(text).map((problem) => `${file}: ${key}: ${problem}`)),
  );
}

/** Every string inside a message's value, however its variants nest. */
export function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}
