import { Outlet, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/locale-layout";
import { localeOfPath } from "../../shared/i18n/locales";
import { messagesFor } from "../../shared/i18n/messages";
import { PageLanguageProvider, useMessages, usePaths } from "~/lib/page-language";
import { NavigationSpinner } from "~/components/ui/spinner";

/**
 * Every page of one locale sits below this layout (app/routes.ts). It runs at build time, when the page is
 * prerendered: the locale's words in code reach the page as data, so no script carries a message (docs/decisions/
 * 016-messages-in-code.md).
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { locale, messages: messagesFor(locale) };
}

// A locale's words never change between its pages; another locale is another layout, loaded with its own data.
export const shouldRevalidate = () => false;

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PageLanguageProvider locale={loaderData.locale} messages={loaderData.messages}>
      <Outlet />
      <NavigationSpinner />
    </PageLanguageProvider>
  );
}

export type LocaleData = Awaited<ReturnType<typeof loader>>;

/** The last-resort screen, in the page's language. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  if (!loaderData) throw error;
  return <LocaleErrorScreen language={loaderData} error={error} />;
}

export function LocaleErrorScreen({ language, error }: { language: LocaleData; error: unknown }) {
  return (
    <PageLanguageProvider locale={language.locale} messages={language.messages}>
      <ErrorScreen notFound={isRouteErrorResponse(error) && error.status === 404} />
    </PageLanguageProvider>
  );
}

function ErrorScreen({ notFound }: { notFound: boolean }) {
  const messages = useMessages();
  const paths = usePaths();
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-bold text-navy-900">{notFound ? messages.error_not_found : messages.error_generic}</h1>
      <p className="text-slate-600">{messages.error_help}</p>
      <a className="font-semibold text-brand-700 underline" href={paths.home}>
        {messages.error_home_link}
      </a>
    </main>
  );
}
