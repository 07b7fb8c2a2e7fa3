import { useMemo } from "react";
import { Outlet, isRouteErrorResponse, useLocation, useMatches } from "react-router";
import type { Route } from "./+types/locale-layout";
import { messagesFor } from "../../shared/i18n/messages";
import { PageLanguageProvider, useMessages, usePaths } from "../lib/page-language";
import { PartsProvider, type Parts } from "../content/page-parts";
import { localeOfRequest, partsIn } from "../content/source";
import { CurrentPathProvider } from "../lib/current-path";
import { IslandWordsScript, IslandsOnPage } from "../components/islands/island";

/** The parts of the content the frame of every page shows: the header, the footer and the blocks most pages share. */
const frameParts = ["agency", "services", "siteCopy"] as const;

/**
 * Every page of one locale sits below this layout (app/routes.ts). Its loader runs at build time, when the page is
 * prerendered: the locale's words in code and the frame's content reach the page as data, so no script carries the
 * words of any language (docs/decisions/016-languages.md).
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return { locale, messages: messagesFor(locale), parts: partsIn(locale, frameParts) };
}

// A locale's words never change between its pages; another locale is another layout, loaded with its own data.
export const shouldRevalidate = () => false;

export type LocaleData = Awaited<ReturnType<typeof loader>>;

/**
 * The content parts every matched route's loader read (this layout's and the page's), for the components below.
 * React Router keeps the matches the same array while the matched data stays the same, so a re-render of this layout
 * (a navigation starting) keeps the same parts and redraws nothing below it.
 */
function usePageParts(): Parts {
  const matches = useMatches();
  return useMemo(
    () =>
      Object.assign(
        {},
        ...matches.map((match) => (match.loaderData as { parts?: Parts } | undefined)?.parts ?? {}),
      ) as Parts,
    [matches],
  );
}

export default function LocaleLayout({ loaderData }: Route.ComponentProps) {
  // The islands the page renders, collected while it renders, for their words after it (app/components/islands/island.tsx).
  const islands = useMemo(() => new Set<string>(), []);
  return (
    <PageLanguageProvider locale={loaderData.locale} messages={loaderData.messages}>
      <CurrentPathProvider path={useLocation().pathname}>
        <PartsProvider parts={usePageParts()}>
          <IslandsOnPage islands={islands}>
            <Outlet />
          </IslandsOnPage>
          <IslandWordsScript islands={islands} />
        </PartsProvider>
      </CurrentPathProvider>
    </PageLanguageProvider>
  );
}

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
      <h1 className="text-3xl font-bold text-navy-900">
        {notFound ? messages.error_not_found : messages.error_generic}
      </h1>
      <p className="text-slate-600">{messages.error_help}</p>
      <a className="font-semibold text-brand-700 underline" href={paths.home}>
        {messages.error_home_link}
      </a>
    </main>
  );
}
