/**
 * What the relay needs from the enquiry forms to take one posted without JavaScript (server/relay/form-post.ts):
 * each form's schema and e-mail in a language, the component that draws it again with what was posted, the page it
 * usually sits on, and where a sent enquiry goes next. The server reaches the feature through this module only.
 */
import { createElement } from "react";
import { paths } from "../../config/paths";
import { landingPagePaths, servicesIn } from "../../content/content.server";
import { PageLanguageProvider } from "../../lib/page-language";
import { localizedPath, type Locale } from "../../../shared/i18n/locales";
import { message, messagesFor } from "../../../shared/i18n/messages";
import { PostedContactForm, contactFrame } from "./contact-fields";
import { buildContactEmail, contactSchema, type ContactFormValues } from "./contact-schema";
import type { EnquiryKind, PostedEnquiry } from "./enquiry-form";
import type { FormLanguage } from "./field-rules";
import { PostedRequirementForm, requirementFrame } from "./requirement-fields";
import { isMobileNumber } from "./phone-type.server";
import { relayEndpoint } from "../../../shared/relay-contract";
import { buildRequirementEmail, requirementSchema, type RequirementFormValues } from "./requirement-schema";

export type { EnquiryKind, PostedEnquiry };

const languages = new Map<Locale, FormLanguage>();

/** A locale's words for the forms, made once. */
export function formLanguage(locale: Locale): FormLanguage {
  let language = languages.get(locale);
  if (!language) languages.set(locale, (language = { locale, messages: messagesFor(locale) }));
  return language;
}

/** The contact form's service choices in a locale. */
function serviceTitlesIn(locale: Locale): string[] {
  return servicesIn(locale).map((service) => service.title);
}

export const postedForms = {
  contact: {
    label: (language: FormLanguage) => contactFrame(language.messages).label,
    schema: (language: FormLanguage) => contactSchema(language, serviceTitlesIn(language.locale)),
    email: (fields: ContactFormValues) => buildContactEmail(fields, isMobileNumber),
    Form: PostedContactForm,
    fallbackPage: paths.contact,
  },
  requirement: {
    label: (language: FormLanguage) => requirementFrame(language.messages).label,
    schema: (language: FormLanguage) => requirementSchema(language),
    email: (fields: RequirementFormValues, language: FormLanguage) =>
      buildRequirementEmail(fields, language, isMobileNumber),
    Form: PostedRequirementForm,
    fallbackPage: landingPagePaths()[0] ?? paths.contact,
  },
};

/**
 * A posted form drawn again with what was posted, in its page's language, posting to the site's own relay; when
 * fields need correcting, the line above them says how many.
 */
export function postedFormElement(
  kind: EnquiryKind,
  locale: Locale,
  { posted, page }: { posted: PostedEnquiry; page: string },
) {
  const { messages } = formLanguage(locale);
  const count = Object.keys(posted.errors).length;
  const shown =
    posted.formError || count === 0 ? posted : { ...posted, formError: message("form_corrections", locale, { count }) };
  const props = { posted: shown, page, action: relayEndpoint("", locale), serviceTitles: serviceTitlesIn(locale) };
  const form = createElement(postedForms[kind].Form, props);
  return createElement(PageLanguageProvider, { locale, messages, children: form });
}

/** Where a visitor lands once their enquiry is taken: the thank-you page in their language. */
export const thankYouPage = (locale: Locale) => localizedPath(locale, paths.thankYou);
