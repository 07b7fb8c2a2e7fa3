import { useMessages } from "../../lib/page-language";

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {useMessages().skip_to_content}
    </a>
  );
}
