// Server modules are outside the root tsconfig.json, whose JSX setting tsx applies: the runtime is named here.
// @jsxRuntime automatic
// @jsxImportSource react
/**
 * A page the server draws on its own, outside the prerendered site (the admin pages, a posted form's page where there
 * is no build): React renders it and escapes every value in it; it sends no script and is never indexed.
 */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

export interface PlainPageProps {
  title: string;
  /** Its language (BCP 47); English unless said. */
  lang?: string;
  /** Its robots meta tag. */
  robots: "noindex" | "noindex, nofollow";
  /** One stylesheet of this server's, if any. */
  stylesheet?: string;
  /** The site's own stylesheets (a page that should look like the site's), by their addresses. */
  stylesheets?: readonly string[];
  /** What the body holds before <main>. */
  header?: ReactNode;
  children: ReactNode;
}

function PlainPage({ title, lang = "en", robots, stylesheet, stylesheets = [], header, children }: PlainPageProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content={robots} />
        <title>{title}</title>
        {stylesheet && <link rel="stylesheet" href={stylesheet} />}
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        {header}
        <main>{children}</main>
      </body>
    </html>
  );
}

/** The page's HTML document. */
export const plainPage = (props: PlainPageProps): string =>
  `<!DOCTYPE html>${renderToStaticMarkup(<PlainPage {...props} />)}`;
