import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import type { Route } from "./+types/blog-post";
import { paths } from "../config/paths";
import { findPost } from "../content/content.server";
import { usePart } from "../content/page-parts";
import { localeOfRequest, partsIn } from "../content/source";
import { formatDate } from "../lib/format-date";
import { pageMeta } from "../lib/seo";
import { useLocale, useMessages, usePaths } from "../lib/page-language";
import { PageHero } from "../components/sections/page-hero";
import { ConsultationCta } from "../components/sections/consultation-cta";
import { JsonLd } from "../components/ui/json-ld";
import { blogPostingJsonLd, breadcrumbJsonLd } from "../lib/structured-data";
import { locales, localeOfPath, type Locale } from "../../shared/i18n/locales";

export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const post = findPost(params.slug, locale);
  if (!post) throw new Response("Not found", { status: 404 });
  // The languages the post is written in: a post may have no twin (docs/content.md).
  const twins: Locale[] = locales.filter((other) => other === locale || findPost(params.slug, other) !== undefined);
  return { post, twins, parts: partsIn(locale, ["blogsPage"]) };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const { post, twins } = loaderData;
  return pageMeta({
    title: post.seoTitle ?? post.title,
    description: post.summary,
    path: paths.blogPost(post.slug),
    type: "article",
    locale: localeOfPath(location.pathname),
    twins,
  });
};

export default function BlogPost({ loaderData: { post } }: Route.ComponentProps) {
  const blogsPage = usePart("blogsPage");
  const messages = useMessages();
  const locale = useLocale();
  const localized = usePaths();
  return (
    <>
      <JsonLd data={blogPostingJsonLd(post, locale)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: messages.breadcrumb_home, path: localized.home },
          { name: messages.breadcrumb_blog, path: localized.blogs },
          { name: post.title, path: localized.blogPost(post.slug) },
        ])}
      />
      <PageHero eyebrow={blogsPage.postEyebrow} title={post.title} lead={post.summary} />
      <article className="bg-white py-14 sm:py-20">
        <div className="mx-auto max-w-3xl px-6">
          <p className="text-sm text-slate-600">
            {blogsPage.byline.replace("{author}", post.author)}
            {messages.list_separator}
            <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
          </p>
          <img
            src={post.cover.src}
            alt={post.cover.alt}
            width={1200}
            height={630}
            className="mt-6 w-full rounded-2xl"
          />
          {/* Our own Markdown, turned into HTML at build time. */}
          <div className="prose-article mt-10" dangerouslySetInnerHTML={{ __html: post.html }} />
          <Link
            to={localized.blogs}
            className="mt-12 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> {blogsPage.backLink}
          </Link>
        </div>
      </article>
      <ConsultationCta />
    </>
  );
}
