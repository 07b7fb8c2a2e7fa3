import { ExternalLink, Lock } from "lucide-react";

import type { WebsitePortfolioItem } from "../../content/types";
import { useMessages } from "../../lib/page-language";
import { fill } from "../../../shared/i18n/messages";

type PortfolioGridItem = WebsitePortfolioItem;

/** Project cards: a card with a link opens the live product in a new tab; one without is plain text, never a dead link. */
export function PortfolioGrid({
  items,
  linkLabel,
  privateLabel,
}: {
  items: PortfolioGridItem[];
  linkLabel: string;
  privateLabel: string;
}) {
  const messages = useMessages();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="group overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <img
            src={item.image.src}
            alt={item.image.alt}
            width={640}
            height={400}
            loading="lazy"
            className="aspect-[16/10] w-full object-cover"
          />
          <div className="flex items-start justify-between gap-4 p-5">
            <div>
              <h3 className="font-semibold text-navy-900">{item.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{item.category}</p>
            </div>
            {item.link ? (
              <a
                href={item.link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
              >
                {linkLabel}
                <span className="sr-only">{fill(messages.portfolio_link_note, { title: item.title })}</span>
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            ) : (
              <span className="inline-flex shrink-0 items-center gap-1 text-sm text-slate-500">
                <Lock aria-hidden="true" className="size-4" /> {privateLabel}
              </span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
