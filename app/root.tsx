import { Links, Meta, Outlet, Scripts, useLocation, useRouteLoaderData, type LinksFunction } from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { localeOfPath } from "../shared/i18n/locales";
import { htmlAttributesOf } from "./lib/html-attributes";
import { LocaleErrorScreen, type LocaleData } from "./routes/locale-layout";
import { FullScreenSpinner } from "./components/ui/spinner";
import { JsonLd } from "./components/ui/json-ld";
import { organizationJsonLd, webPageJsonLd } from "./lib/structured-data";
import { LoadAheadScripts } from "./lib/load-ahead";
import "./app.css";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const language = useRouteLoaderData<LocaleData>(locale);
  const { lang, style } = htmlAttributesOf(locale);
  return (
    <html lang={lang} style={style}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1324" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* For crawlers, which read the prerendered HTML; it is left out of the browser's bundle. React skips a
            tag it does not expect among <body>'s children while hydrating, and leaves it in place. */}
        {import.meta.env.SSR && language && <JsonLd data={organizationJsonLd(language.parts.agency, locale)} />}
        {import.meta.env.SSR && <JsonLd data={webPageJsonLd(pathname, locale)} />}
        {/* The next page before the click, and its view once shown (lib/load-ahead.tsx); prerendered only. */}
        {import.meta.env.SSR && <LoadAheadScripts />}
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The built pages keep none of React Router's scripts: they are documents, and only their islands hydrate, each on
 * its own (scripts/islands-in-pages.ts, docs/decisions/017-islands-without-a-router.md). React Router renders them
 * at build time, and runs in the browser only in the dev server, which hydrates the whole page as it always has.
 */
export default function App() {
  // The dev server's pages are hydrated as a whole: the browser tests of the editor wait for this as for the built
  // pages' script (app/bootstrap/load-islands.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function HydrateFallback() {
  return <FullScreenSpinner />;
}

/** Only an error in a locale's layout itself reaches here; its words are the locale's if they loaded. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation();
  const language = useRouteLoaderData<LocaleData>(localeOfPath(pathname));
  if (!language) throw error;
  return <LocaleErrorScreen language={language} error={error} />;
}
