import { usePart } from "../../content/page-parts";
import { ArrowRightIcon } from "../ui/icons";
import { paths } from "../../config/paths";
import { BannerVideo } from "../ui/banner-video";
import { ButtonLink } from "../ui/button-link";
import { Phrases } from "../../lib/phrases";
import { useMessages } from "../../lib/page-language";

/** The agency's words in this locale (content/<locale>/agency.yaml). */

export function HomeBanner() {
  const agency = usePart("agency");
  const messages = useMessages();
  const homePage = usePart("homePage");
  return (
    <section
      aria-labelledby="home-banner-heading"
      className="relative isolate flex min-h-[88svh] items-center overflow-hidden bg-navy-950 text-white"
    >
      <BannerVideo />
      <div className="relative mx-auto w-full max-w-7xl px-6 pt-32 pb-20 lg:pt-40">
        <p className="mb-5 text-sm font-semibold tracking-[0.2em] text-brand-300 uppercase">
          {agency.tagline}
          {messages.list_separator}
          {agency.address}
        </p>
        <h1
          id="home-banner-heading"
          className="max-w-4xl text-4xl leading-[1.1] font-bold tracking-tight text-balance sm:text-6xl lg:text-7xl"
        >
          <Phrases>{homePage.hero.title}</Phrases>
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-200 sm:text-xl">{homePage.hero.lead}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink to={paths.contact}>
            {homePage.hero.startButton} <ArrowRightIcon className="size-4" />
          </ButtonLink>
          <ButtonLink to={paths.services} variant="secondary">
            {homePage.hero.servicesButton}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
