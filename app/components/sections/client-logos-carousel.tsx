import { usePart } from "../../content/page-parts";
import { AutoCarousel } from "../ui/auto-carousel";
import { LOGO_STEP_MS } from "../../lib/motion";
import { Section } from "../ui/section";
import { useMessages } from "../../lib/page-language";

/** The client-logo carousel; its heading is the page's (content/en/pages/home.yaml, site.yaml's landing). */
export function ClientLogosCarousel({ title }: { title: string }) {
  const clientLogos = usePart("clientLogos.items");
  return (
    <Section id="clients" title={title}>
      <AutoCarousel
        label={useMessages().carousel_client_logos}
        stepMs={LOGO_STEP_MS}
        slideClassName="basis-1/2 min-[450px]:basis-1/3 min-[768px]:basis-1/4 min-[1024px]:basis-1/5"
        slides={clientLogos.map((logo) => ({
          key: logo.id,
          content: (
            <div className="flex h-24 items-center justify-center rounded-xl border border-slate-200 bg-white px-4">
              <img
                src={logo.image.src}
                alt={logo.image.alt}
                width={200}
                height={60}
                loading="lazy"
                className="h-12 w-auto"
              />
            </div>
          ),
        }))}
      />
    </Section>
  );
}
