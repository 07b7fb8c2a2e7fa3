import type { LandingPageContent } from "~/content/landing-pages";
import { site } from "~/config/site";
import { ContactSection } from "~/components/sections/contact-section";
import { RequirementForm } from "~/components/forms/requirement-form";
import { SkipLink } from "~/components/layout/skip-link";
import { WhatsAppButton } from "~/components/layout/whatsapp-button";
import { LandingHeader } from "./landing-header";

/** The one layout both landing pages share; they differ only by their content entry. */
export function LandingPage({ content }: { content: LandingPageContent }) {
  return (
    <>
      <SkipLink />
      <LandingHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <section id="banner" aria-labelledby="banner-heading" className="relative overflow-hidden bg-navy-900 text-white">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(34,211,238,0.22),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(99,102,241,0.25),transparent_50%)]"
          />
          <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-6 pt-32 pb-20 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16 lg:pt-40">
            <div>
              <p className="mb-4 text-sm font-semibold tracking-[0.2em] text-brand-300 uppercase">{content.eyebrow}</p>
              <h1 id="banner-heading" className="max-w-3xl text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl xl:text-6xl">
                {content.headline}
              </h1>
              <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-300 sm:text-xl">{content.lead}</p>
              <div className="mt-8 flex flex-wrap gap-4">
                <a href="#requirement-form" className="rounded-full bg-brand-400 px-6 py-3 font-semibold text-navy-950 hover:bg-brand-300">
                  Get Started
                </a>
                <a href="#contacts" className="rounded-full border border-white/30 px-6 py-3 font-semibold text-white hover:bg-white/10">
                  Contact Us
                </a>
                <a href="#services" className="rounded-full border border-white/30 px-6 py-3 font-semibold text-white hover:bg-white/10">
                  Our Services
                </a>
              </div>
            </div>
            <div id="requirement-form" className="scroll-mt-24 rounded-3xl bg-white p-6 text-slate-800 shadow-2xl shadow-black/40 ring-1 ring-white/15 sm:p-8">
              <h2 className="text-2xl font-semibold text-navy-900">Tell us what you need</h2>
              <p className="mt-1 mb-5 text-slate-600">An engineer replies within one working day.</p>
              <RequirementForm />
            </div>
          </div>
        </section>
        <section id="about" aria-labelledby="about-heading" className="scroll-mt-20 bg-white py-16 sm:py-24">
          <div className="mx-auto max-w-3xl px-6">
            <h2 id="about-heading" className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
              {content.about.title}
            </h2>
            <div className="mt-6 space-y-5 text-lg leading-relaxed text-slate-700">
              {content.about.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>{paragraph}</p>
              ))}
            </div>
          </div>
        </section>
        <section id="services" aria-labelledby="services-heading" className="scroll-mt-20 bg-slate-50 py-16 sm:py-24">
          <div className="mx-auto max-w-7xl px-6">
            <div className="mx-auto mb-12 max-w-3xl text-center">
              <h2 id="services-heading" className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
                {content.services.title}
              </h2>
              <p className="mt-4 text-lg text-slate-600">{content.services.lead}</p>
            </div>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {content.services.cards.map(({ id, title, description, icon: Icon }) => (
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
        <ContactSection id="contacts" />
      </main>
      <footer className="bg-navy-950 py-8 text-center text-sm text-slate-400">
        © {new Date().getFullYear()} {site.brand} · {site.address}
      </footer>
      <WhatsAppButton />
    </>
  );
}
