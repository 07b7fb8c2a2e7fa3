import { view } from "~/content/source";
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import type { Route } from "./+types/blog-post";
import { paths } from "~/config/paths";
import { findPost } from "~/content/blog.server";
import { formatDate } from "~/lib/format-date";
import { pageMeta } from "~/lib/seo";
import { PageHero } from "~/components/sections/page-hero";
import { ConsultationCta } from "~/components/sections/consultation-cta";
import { notFoundMeta } from "~/components/sections/not-found-content";
import { JsonLd } from "~/components/ui/json-ld";
import { blogPostingJsonLd, breadcrumbJsonLd } from "~/lib/structured-data";

const blogPostCopy = { eyebrow: view("blogsPage.postEyebrow"), byline: view("blogsPage.byline"), backLink: view("blogsPage.backLink") };

export function loader({ params }: Route.LoaderArgs) {
  const post = findPost(params.slug);
  if (!post) throw new Response("Not found", { status: 404 });
  return { post };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return notFoundMeta();
  const { post } = loaderData;
  return pageMeta({ title: post.title, description: post.summary, path: paths.blogPost(post.slug), type: "article" });
};

export default function BlogPost({ loaderData: { post } }: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={blogPostingJsonLd(post)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Home", path: paths.home },
          { name: "Blog", path: paths.blogs },
          { name: post.title, path: paths.blogPost(post.slug) },
        ])}
      />
      <PageHero eyebrow={blogPostCopy.eyebrow} title={post.title} lead={post.summary} />
      <article className="bg-white py-14 sm:py-20">
        <div className="mx-auto max-w-3xl px-6">
          <p className="text-sm text-slate-600">
            {blogPostCopy.byline.replace("{author}", post.author)} · <time dateTime={post.date}>{formatDate(post.date)}</time>
          </p>
          <img src={post.cover.src} alt={post.cover.alt} width={1200} height={630} className="mt-6 w-full rounded-2xl" />
          {/* Our own Markdown, turned into HTML at build time. */}
          <div className="prose-article mt-10" dangerouslySetInnerHTML={{ __html: post.html }} />
          <Link to={paths.blogs} className="mt-12 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" /> {blogPostCopy.backLink}
          </Link>
        </div>
      </article>
      <ConsultationCta />
    </>
  );
}
