import { localeFacts } from "../../../shared/i18n/locales";
import { mailtoUrl, site } from "../../../shared/site";
import { useLocale, useMessages, usePaths } from "../../lib/page-language";

/**
 * The Personal Information Collection Statement under a form's send button: what the form's personal data is for,
 * that it goes to no one else, the right to access and correct it and where to ask, and the privacy page in the
 * page's language. The server draws it again with a posted form (the same frame, ./enquiry-form.tsx).
 */
export function CollectionStatement() {
  const messages = useMessages();
  const paths = usePaths();
  const space = localeFacts[useLocale()].unspacedScript ? "" : " ";
  const [before, after = ""] = messages.pics_text.split("{email}");
  return (
    <p className="mt-3 text-xs leading-relaxed text-slate-600 sm:col-span-2" data-collection-statement="">
      <strong className="font-semibold text-slate-700">{messages.pics_title}</strong>
      {space}
      {before}
      <a className="underline hover:text-navy-900" href={mailtoUrl}>
        {site.email}
      </a>
      {after}
      {space}
      <a className="font-semibold text-brand-700 underline hover:text-navy-900" href={paths.privacy}>
        {messages.pics_link}
      </a>
    </p>
  );
}
