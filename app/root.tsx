import { Links, Meta, Outlet, Scripts, useLocation, useRouteLoaderData, type LinksFunction } from "react-router";
import { lazy, Suspense, useEffect } from "react";
import type { Route } from "./+types/root";
import { localeFacts, localeOfPath } from "../shared/i18n/locales";
import { LocaleErrorScreen, type LocaleData } from "./routes/locale-layout";
import { FullScreenSpinner } from "~/components/ui/spinner";
import { useScrollToTopOnRouteChange } from "~/lib/motion";
import { JsonLd } from "~/components/ui/json-ld";
import { organizationJsonLd } from "~/lib/structured-data";
import { useNotificationsWanted } from "~/lib/notifications";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import "./app.css";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Every page's heading is set in Inter, so its one file is fetched alongside the CSS rather than after it.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const language = useRouteLoaderData<LocaleData>(locale);
  return (
    <html lang={localeFacts[locale].htmlLang}>
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
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Nothing to load: its data request is how the server sees a navigation inside the site (first-party measurement,
 * docs/measurement.md). Revalidating the root on every navigation makes each one fetch `<page>.data`, a small
 * prerendered file the server counts as a view of that page; no script, cookie or storage is added for it.
 */
export function loader() {
  return null;
}

export const shouldRevalidate = () => true;

export default function App() {
  useScrollToTopOnRouteChange();
  // Marks the page as running its code: hydration starts only after the first paint (scripts/defer-hydration.ts),
  // and the browser tests wait for this before they use anything that needs JavaScript.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <Outlet />
      <Notifications />
    </>
  );
}

// Nothing is shown until a form sends, so the notification area's code loads with the first message.
const Toaster = lazy(() => import("react-hot-toast").then((module) => ({ default: module.Toaster })));

function Notifications() {
  if (!useNotificationsWanted()) return null;
  return (
    <Suspense fallback={null}>
      {/* react-hot-toast's defaults are the documented durations, limit of 20 and pause on hover (docs/product-rules.md). */}
      <Toaster position="top-center" toastOptions={{ style: { background: "#000", color: "#fff" } }} />
    </Suspense>
  );
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
