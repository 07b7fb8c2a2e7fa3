import { view } from "~/content/source";
import { Link } from "react-router";
import type { Route } from "./+types/blogs";
import { paths } from "~/config/paths";
import { listPosts } from "~/content/blog.server";
import { formatDate } from "~/lib/format-date";
import { pageMeta } from "~/lib/seo";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/ui/section";

const blogsPage = view("blogsPage");

// Runs at build time only: the list is prerendered into the page and into /blogs.data.
export function loader() {
  return { posts: listPosts() };
}

export const meta = () =>
  pageMeta({ ...blogsPage.seo, path: paths.blogs });

export default function Blogs({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...blogsPage.hero} />
      <Section title={blogsPage.listTitle} tone="muted">
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.posts.map((post) => (
            <li key={post.slug}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <img src={post.cover.src} alt={post.cover.alt} width={1200} height={630} loading="lazy" className="aspect-[1200/630] w-full object-cover" />
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-sm text-slate-600">
                    <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.author}
                  </p>
                  <h3 className="mt-2 text-xl font-semibold text-navy-900">
                    <Link to={paths.blogPost(post.slug)} className="hover:text-brand-700">
                      {post.title}
                    </Link>
                  </h3>
                  <p className="mt-3 flex-1 leading-relaxed text-slate-600">{post.summary}</p>
                  <Link to={paths.blogPost(post.slug)} className="mt-5 font-semibold text-brand-700 hover:underline" aria-hidden="true" tabIndex={-1}>
                    {blogsPage.readMore}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-sm text-slate-600">
          {blogsPage.feedLead}{" "}
          <a href={paths.blogFeed} className="font-semibold text-brand-700 underline">
            {blogsPage.feedLink}
          </a>
          .
        </p>
      </Section>
    </>
  );
}
