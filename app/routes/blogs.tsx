import { Link } from "react-router";
import type { Route } from "./+types/blogs";
import { paths, pathsIn } from "../config/paths";
import { listPosts } from "../content/content.server";
import { usePart } from "../content/page-parts";
import { localeOfRequest, partsIn } from "../content/source";
import { formatDate } from "../lib/format-date";
import { useLocale, useMessages, usePaths } from "../lib/page-language";
import { Sentence } from "../lib/sentence";
import { absoluteUrl, pageMeta } from "../lib/seo";
import { PageHero } from "../components/sections/page-hero";
import { Section } from "../components/ui/section";
import { Phrases } from "../lib/phrases";
import { localeOfPath } from "../../shared/i18n/locales";
import { message } from "../../shared/i18n/messages";
import { site } from "../../shared/site";

// Runs at build time only: the list of the language's posts is prerendered into the page.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  return {
    posts: listPosts(locale),
    parts: partsIn(locale, ["blogsPage"]),
    feedTitle: message("feed_title", locale, { brand: site.brand }),
  };
}

/** The page's own meta, and its language's feed for feed readers to find (RSS autodiscovery). */
export const meta = ({ loaderData, location }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const locale = localeOfPath(location.pathname);
  return [
    ...pageMeta({ ...loaderData.parts.blogsPage.seo, path: paths.blogs, locale }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: loaderData.feedTitle,
      href: absoluteUrl(pathsIn(locale).blogFeed),
    },
  ];
};

/** The posts in the list's first row on the widest screens (lg:grid-cols-3). */
const FIRST_ROW = 3;

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const blogsPage = usePart("blogsPage");
  const messages = useMessages();
  const locale = useLocale();
  const localized = usePaths();
  return (
    <>
      <PageHero {...blogsPage.hero} />
      <Section title={blogsPage.listTitle} tone="muted">
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.posts.map((post, index) => (
            <li key={post.slug}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <img
                  src={post.cover.src}
                  alt={post.cover.alt}
                  width={1200}
                  height={630}
                  // The first row is on the first screen, and the first cover is a phone's largest paint.
                  loading={index < FIRST_ROW ? "eager" : "lazy"}
                  fetchPriority={index === 0 ? "high" : "auto"}
                  className="aspect-[1200/630] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-sm text-slate-600">
                    <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
                    {messages.list_separator}
                    {post.author}
                  </p>
                  <h3 className="mt-2 text-xl font-semibold text-navy-900">
                    <Link to={localized.blogPost(post.slug)} className="hover:text-brand-700">
                      <Phrases>{post.title}</Phrases>
                    </Link>
                  </h3>
                  <p className="mt-3 flex-1 leading-relaxed text-slate-600">{post.summary}</p>
                  <Link
                    to={localized.blogPost(post.slug)}
                    className="mt-5 font-semibold text-brand-700 hover:underline"
                    aria-hidden="true"
                    tabIndex={-1}
                  >
                    {blogsPage.readMore}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-sm text-slate-600">
          <Sentence
            template={messages.feed_invite}
            parts={{
              feedLink: (
                <a href={localized.blogFeed} className="font-semibold text-brand-700 underline">
                  {messages.feed_link}
                </a>
              ),
            }}
          />
        </p>
      </Section>
    </>
  );
}
