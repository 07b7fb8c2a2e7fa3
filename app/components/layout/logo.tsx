import { Link } from "react-router";
import { useMessages, usePaths } from "../../lib/page-language";
import { fill } from "../../../shared/i18n/messages";
import { site } from "../../../shared/site";

/** The brand's name as its logo sets it: the last word in the accent colour ("Harbourline" "Labs"). */
const brandWords = site.brand.split(" ");
const accentWord = brandWords.pop();

/**
 * The agency's logo, linking home: its mark (the shapes of public/images/brand/logo-mark.svg) and its name, both drawn
 * in the page. As an image (public/images/brand/logo.svg) it was a request of its own on every page, and an SVG image
 * with text is a document of its own, its text laid out again: about 10 ms of the main thread in the first frame of
 * every page on a desktop, four times that on a phone.
 */
export function Logo() {
  return (
    <Link
      to={usePaths().home}
      className="inline-flex shrink-0 items-center gap-2 rounded-md"
      aria-label={fill(useMessages().logo_home, { brand: site.brand })}
    >
      <svg viewBox="0 0 64 64" aria-hidden="true" className="size-8 shrink-0">
        <rect width="64" height="64" rx="16" fill="#6366f1" />
        <circle cx="43.2" cy="19.2" r="7.2" fill="#f59e0b" />
        <path
          d="M11.2 35.2q7.2-8 14.4 0t14.4 0t14.4 0"
          fill="none"
          stroke="#06b6d4"
          strokeWidth="5.8"
          strokeLinecap="round"
        />
        <path
          d="M11.2 48q7.2-8 14.4 0t14.4 0t14.4 0"
          fill="none"
          stroke="#fff"
          strokeWidth="5.8"
          strokeLinecap="round"
        />
      </svg>
      <span aria-hidden="true" className="text-[0.95rem] font-bold whitespace-nowrap text-white">
        {brandWords.join(" ")} <span className="font-medium text-brand-500">{accentWord}</span>
      </span>
    </Link>
  );
}
