import { usePart } from "../../content/page-parts";
import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { usePaths } from "../../lib/page-language";
import { useServices } from "../../content/services";

/** All the services as cards, each linking to its own page. */
export function ServicesGrid() {
  const serviceCardLink = usePart("siteCopy.serviceCardLink");
  const services = useServices();
  const paths = usePaths();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map(({ slug, title, summary, icon: Icon }) => (
        <li key={slug}>
          <Link
            to={paths.service(slug)}
            className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-400 hover:shadow-lg"
          >
            <span className="mb-5 inline-flex size-12 items-center justify-center rounded-xl bg-brand-500/10 text-brand-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-lg font-semibold text-navy-900">{title}</h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{summary}</p>
            <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
              {serviceCardLink.replace("{service}", title)}
              <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-1" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
