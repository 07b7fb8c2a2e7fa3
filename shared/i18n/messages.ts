/**
 * The words in code (menus, accessible names, the forms' labels and messages, notifications, the relay's errors),
 * written once per locale in ./messages/<locale>.json and compiled by Paraglide into one function per message
 * (./paraglide, generated; docs/decisions/016-languages.md).
 *
 * The server calls those functions directly. The pages get a locale's words as data instead (`messagesFor`, from
 * the prerendered page's loader), so the browser's scripts carry no message of any language: a Chinese page's
 * download holds no English message and an English page's no Chinese one.
 */
import * as compiled from "./paraglide/messages/_index.js";
import type { Locale } from "./locales";

export type MessageKey = keyof typeof compiled;

/** Every message of one locale as text; a message with parameters keeps them as `{name}` for `fill`. */
export type Messages = Readonly<Record<MessageKey, string>>;

type MessageFunction = (inputs: Record<string, unknown>, options: { locale: Locale }) => string;

/** An input whose every parameter reads as its own placeholder, so a message with parameters comes out as a template. */
const placeholders = new Proxy({} as Record<string, unknown>, { get: (_, name) => `{${String(name)}}` });

export function messagesFor(locale: Locale): Messages {
  const entries = Object.entries(compiled as unknown as Record<MessageKey, MessageFunction>).map(
    ([key, message]) => [key, message(placeholders, { locale })] as const,
  );
  return Object.fromEntries(entries) as Messages;
}

/** A message with its `{name}` placeholders filled in. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** One message, formatted on the server (plural forms included), in a locale. */
export function message(key: MessageKey, locale: Locale, inputs: Record<string, unknown> = {}): string {
  return (compiled[key] as unknown as MessageFunction)(inputs, { locale });
}
