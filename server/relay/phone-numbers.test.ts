/**
 * Phone numbers through the relay, on both of its paths (the forms' JSON, and a form posted without JavaScript), on
 * both forms and in both languages: the table of server/testing/phone-samples.ts, each row either refused with
 * its form's message in the page's language (a native post gets the form back, the hint still tied to the field), or
 * delivered with the phone lines the table names.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { isRefused, phoneSamples } from "../testing/phone-samples";
import { postedFormElement } from "../../app/features/enquiry/posted-forms.server";
import { servicesIn } from "../../app/content/content.server";
import { localizedPath, type Locale } from "../../shared/i18n/locales";
import { messagesFor } from "../../shared/i18n/messages";
import { relayEndpoint } from "../../shared/relay-contract";
import { site } from "../../shared/site";
import { useTestServer } from "../testing/test-server";
import { waitFor } from "../testing/wait";

const locales: Locale[] = ["en", "zh-hk"];
const forms = ["contact", "requirement"] as const;
type Form = (typeof forms)[number];
const pageOf = (form: Form, locale: Locale) => localizedPath(locale, form === "contact" ? "/contact-us" : "/x");

const server = useTestServer({
  scope: "file",
  smtp: true,
  env: { RETRY_FIRST_MS: "20", RATE_LIMIT_MAX: "100000", RATE_LIMIT_GLOBAL_MAX: "100000" },
  prepare(fixture) {
    // The pages a native post with mistakes is drawn back on: each form in its island, in each language.
    for (const locale of locales) {
      for (const form of forms) {
        const html = renderToStaticMarkup(
          postedFormElement(form, locale, { posted: { values: {}, errors: {} }, page: pageOf(form, locale) }),
        );
        const dir = join(fixture.clientDir, pageOf(form, locale).slice(1));
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, "index.html"), `<!DOCTYPE html><html><body><main>${html}</main></body></html>`);
      }
    }
  },
});

beforeAll(async () => {
  await server.start();
});

let sent = 0;

/** A form's values with this phone number, under a subject and name of their own so its mail can be found. */
function fieldsOf(form: Form, locale: Locale, phone: string) {
  const tag = `Phone check ${++sent}`;
  const common = { name: tag, email: "phone.check@example.com", phone, message: "Please call me." };
  const fields =
    form === "contact"
      ? { ...common, subject: tag, service: servicesIn(locale)[0]!.title }
      : { ...common, service: "ai-ml", budget: "500-1000" };
  const subject = form === "contact" ? tag : `New Requirement from ${tag}`;
  return { fields, subject: locale === "en" ? subject : `[中文] ${subject}` };
}

const phoneLinesOf = (text: string | undefined) =>
  (text ?? "").split("\n").filter((line) => /^(Phone|Call|WhatsApp):/.test(line));

async function mailWith(subject: string) {
  await waitFor(`a message "${subject}"`, () => server.smtp.received.some((mail) => mail.parsed.subject === subject));
  return server.smtp.received.find((mail) => mail.parsed.subject === subject)!.parsed;
}

const postJson = (form: Form, locale: Locale, fields: Record<string, string>) =>
  server.app.inject({
    method: "POST",
    url: relayEndpoint("", locale),
    payload: {
      to: site.email,
      name: site.senderLabel,
      subject: "From the form's script",
      body: "The text an external relay would send",
      website: "",
      elapsedMs: 8000,
      enquiry: { kind: form, page: pageOf(form, locale), fields },
    },
  });

const postNative = (form: Form, locale: Locale, fields: Record<string, string>) =>
  server.app.inject({
    method: "POST",
    url: relayEndpoint("", locale),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ form, page: pageOf(form, locale), website: "", ...fields }).toString(),
  });

describe.each(locales)("phone numbers through the relay in %s", { timeout: 60_000 }, (locale) => {
  const messages = messagesFor(locale);

  describe.each(forms)("the %s form", (form) => {
    it.each(phoneSamples)("as JSON: $typed", async (sample) => {
      const want = sample[form];
      const { fields, subject } = fieldsOf(form, locale, sample.typed);
      const res = await postJson(form, locale, fields);
      if (isRefused(want)) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: messages[want.refused] });
        return;
      }
      expect(res.statusCode).toBe(200);
      expect(phoneLinesOf((await mailWith(subject)).text)).toEqual(want.lines);
    });

    it.each(phoneSamples)("posted without JavaScript: $typed", async (sample) => {
      const want = sample[form];
      const { fields, subject } = fieldsOf(form, locale, sample.typed);
      const res = await postNative(form, locale, fields);
      if (isRefused(want)) {
        expect(res.statusCode).toBe(400);
        const id = `posted-${form}-phone`;
        expect(res.body).toContain(`<p id="${id}-message" class="mt-1 min-h-5 text-sm leading-5 text-red-700">`);
        expect(res.body).toContain(`>${messages[want.refused]}</p>`);
        expect(res.body).toMatch(
          new RegExp(`<input id="${id}" aria-invalid="true" aria-describedby="${id}-hint ${id}-message"`),
        );
        expect(res.body).toContain(
          `<p id="${id}-hint" class="mt-1 text-sm leading-5 text-slate-600">${messages.hint_phone}</p>`,
        );
        return;
      }
      expect(res.statusCode).toBe(303);
      expect(phoneLinesOf((await mailWith(subject)).text)).toEqual(want.lines);
    });
  });
});
