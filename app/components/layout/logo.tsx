import { Link } from "react-router";
import { useMessages, usePaths } from "~/lib/page-language";
import { fill } from "../../../shared/i18n/messages";
import { site } from "../../../shared/site";

export function Logo({ className = "h-9 w-auto" }: { className?: string }) {
  return (
    <Link
      to={usePaths().home}
      className="inline-flex shrink-0 items-center rounded-md"
      aria-label={fill(useMessages().logo_home, { brand: site.brand })}
    >
      <img src="/images/brand/logo.svg" alt="" width={180} height={40} className={className} />
    </Link>
  );
}
