import { ArrowRightIcon } from "~/components/ui/icons";
import { paths } from "~/config/paths";
import { site } from "../../../shared/site";
import { BannerVideo } from "~/components/ui/banner-video";
import { ButtonLink } from "~/components/ui/button-link";

export function HomeBanner() {
  return (
    <section aria-labelledby="home-banner-heading" className="relative isolate flex min-h-[88svh] items-center overflow-hidden bg-navy-950 text-white">
      <BannerVideo />
      <div className="relative mx-auto w-full max-w-7xl px-6 pt-32 pb-20 lg:pt-40">
        <p className="mb-5 text-sm font-semibold tracking-[0.2em] text-brand-300 uppercase">{site.tagline} · {site.address}</p>
        <h1 id="home-banner-heading" className="max-w-4xl text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-6xl lg:text-7xl">
          Software that earns its keep, from first sketch to production AI
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-200 sm:text-xl">
          We design and build websites, mobile apps and AI systems for businesses that need them to work on day one and keep working on
          day one thousand.
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink to={paths.contact}>
            Start a project <ArrowRightIcon className="size-4" />
          </ButtonLink>
          <ButtonLink to={paths.services} variant="secondary">
            See our services
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
