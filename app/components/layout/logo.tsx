import { Link } from "react-router";
import { paths } from "~/config/paths";
import { site } from "../../../shared/site";

export function Logo({ className = "h-9 w-auto" }: { className?: string }) {
  return (
    <Link to={paths.home} className="inline-flex shrink-0 items-center rounded-md" aria-label={`${site.brand} home`}>
      <img src="/images/brand/logo.svg" alt="" width={180} height={40} className={className} />
    </Link>
  );
}
