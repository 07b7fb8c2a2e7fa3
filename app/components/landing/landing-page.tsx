import { usePart } from "../../content/page-parts";
import { ArrowRightIcon, CalendarCheckIcon, PhoneCallIcon } from "../ui/icons";
import type { LandingPageContent } from "../../content/landing-pages";
import { site } from "../../../shared/site";
import { SkipLink } from "../layout/skip-link";
import { useMessages } from "../../lib/page-language";
import { WhatsAppButton } from "../layout/whatsapp-button";
import {
  ClientLogosCarouselIsland,
  RequirementFormIsland,
  StatisticsStripIsland,
  TestimonialsCarouselIsland,
} from "../islands/islands";
import { ContactSection } from "../sections/contact-section";
import { WhyChooseUs } from "../sections/why-choose-us";
import { BannerVideo } from "../ui/banner-video";
import { LandingHeader } from "./landing-header";
import { BookingLink, SectionAnchor, SectionLink } from "./section-link";
import { Phrases } from "../../lib/phrases";

const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-full bg-brand-400 px-6 py-3 font-semibold text-navy-950 shadow-lg shadow-brand-500/25 transition-colors hover:bg-brand-300";
const outlineButton =
  "inline-flex items-center justify-center gap-2 rounded-full border border-white/40 px-6 py-3 font-semibold text-white transition-colors hover:bg-white/10";

/** Full-screen banner: the looping background video, the headline with its three buttons, and the requirement form. */
function LandingBanner({ content }: { content: LandingPageContent }) {
  const landingCopy = usePart("siteCopy.landing");
  return (
    <section
      id="banner"
      aria-labelledby="banner-heading"
      className="relative isolate flex min-h-svh items-center overflow-hidden bg-navy-950 text-white"
    >
      <BannerVideo />
      {/* On narrow screens the text runs over the lighter right-hand side of the video: darken it evenly. */}
      <div aria-hidden="true" className="absolute inset-0 bg-navy-950/45 lg:hidden" />
      <div className="relative mx-auto grid w-full max-w-7xl items-center gap-12 px-5 pt-28 pb-16 sm:px-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16 lg:pt-36 lg:pb-20">
        <div>
          <p className="mb-4 text-sm font-semibold tracking-[0.2em] text-brand-300 uppercase">{content.eyebrow}</p>
          <h1
            id="banner-heading"
            className="max-w-3xl text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl xl:text-6xl"
          >
            <Phrases>{content.headline}</Phrases>
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-200 sm:text-xl">{content.lead}</p>
          <div className="mt-8 flex flex-wrap gap-3 sm:gap-4">
            <SectionLink to="requirement-form" className={primaryButton}>
              {landingCopy.startButton} <ArrowRightIcon className="size-4" />
            </SectionLink>
            {/* Each lands its section at its own offset (app.css): the form 80 px down, the other two 90 px. */}
            <SectionLink to="contact-us" className={outlineButton}>
              {landingCopy.contactButton}
            </SectionLink>
            <SectionLink to="our-services" className={outlineButton}>
              {landingCopy.servicesButton}
            </SectionLink>
          </div>
        </div>
        <section
          id="requirement-form"
          aria-labelledby="requirement-form-heading"
          className="scroll-offset-80 rounded-3xl bg-white p-6 text-slate-800 shadow-2xl shadow-black/40 ring-1 ring-white/15 sm:p-8"
        >
          <h2 id="requirement-form-heading" className="text-2xl font-semibold text-navy-900">
            <Phrases>{landingCopy.formTitle}</Phrases>
          </h2>
          <p className="mt-1 mb-5 text-slate-600">{landingCopy.formLead}</p>
          <RequirementFormIsland />
        </section>
      </div>
    </section>
  );
}

function LandingAbout({ about }: { about: LandingPageContent["about"] }) {
  const landingCopy = usePart("siteCopy.landing");
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-8 px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)] lg:gap-16">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-[0.2em] text-brand-700 uppercase">
            {landingCopy.aboutEyebrow}
          </p>
          <h2 id="about-heading" className="text-3xl font-bold tracking-tight text-balance text-navy-900 sm:text-4xl">
            <Phrases>{about.title}</Phrases>
          </h2>
        </div>
        <div className="space-y-5 text-lg leading-relaxed text-slate-700 lg:pt-9">
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}

function LandingServices({ services }: { services: LandingPageContent["services"] }) {
  const landingCopy = usePart("siteCopy.landing");
  return (
    <section id="services" aria-labelledby="services-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-6">
        <div className="mx-auto mb-12 max-w-3xl text-center">
          <p className="mb-3 text-sm font-semibold tracking-[0.2em] text-brand-700 uppercase">
            {landingCopy.servicesEyebrow}
          </p>
          <h2
            id="services-heading"
            className="text-3xl font-bold tracking-tight text-balance text-navy-900 sm:text-4xl"
          >
            <Phrases>{services.title}</Phrases>
          </h2>
          <p className="mt-4 text-lg text-slate-600">{services.lead}</p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.cards.map(({ id, title, description, icon: Icon }) => (
            <li key={id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="mb-5 inline-flex size-12 items-center justify-center rounded-xl bg-brand-500/10 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold text-navy-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The consultation band: both buttons go to the booking page, or to the requirement form while there is none. */
function ConsultationBand() {
  const landingCopy = usePart("siteCopy.landing");
  return (
    <section
      id="consultation"
      aria-labelledby="consultation-heading"
      className="bg-gradient-to-r from-brand-700 via-accent-600 to-navy-800 text-white"
    >
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-8 px-6 py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="consultation-heading" className="text-3xl font-bold tracking-tight text-balance">
            <Phrases>{landingCopy.consultation.title}</Phrases>
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-white/90">{landingCopy.consultation.lead}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:gap-4 lg:shrink-0 lg:flex-col lg:gap-3">
          <BookingLink className="inline-flex items-center justify-center gap-2 rounded-full bg-white px-6 py-3 font-bold tracking-wide text-navy-900 shadow-lg shadow-black/20 transition-colors hover:bg-slate-100">
            <CalendarCheckIcon className="size-5" />
            {landingCopy.consultation.bookButton}
          </BookingLink>
          <BookingLink className={outlineButton}>
            <PhoneCallIcon className="size-5" />
            {landingCopy.consultation.callButton}
          </BookingLink>
        </div>
      </div>
    </section>
  );
}

/**
 * The one layout every landing page shares; they differ only by their content entry (app/content/landing-pages.ts).
 * Section ids: banner, requirement-form, about, services, why-choose-us, consultation, testimonials, clients, contacts;
 * and two link targets of the banner's buttons: our-services, contact-us (SectionAnchor).
 */
export function LandingPage({ content }: { content: LandingPageContent }) {
  const agency = usePart("agency");
  const messages = useMessages();
  const landingCopy = usePart("siteCopy.landing");
  return (
    <>
      <SkipLink />
      <LandingHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <LandingBanner content={content} />
        <LandingAbout about={content.about} />
        <SectionAnchor id="our-services" />
        <LandingServices services={content.services} />
        <StatisticsStripIsland />
        <WhyChooseUs />
        <ConsultationBand />
        <TestimonialsCarouselIsland />
        <ClientLogosCarouselIsland title={landingCopy.clientsTitle} />
        <SectionAnchor id="contact-us" />
        <ContactSection id="contacts" />
      </main>
      <footer className="bg-navy-950 py-8 text-center text-sm text-slate-400">
        © {new Date().getFullYear()} {site.brand}
        {messages.list_separator}
        {agency.address}
      </footer>
      <WhatsAppButton />
    </>
  );
}
