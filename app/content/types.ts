import type { LucideIcon } from "lucide-react";
import type { z } from "zod";
import type { imageSchema } from "./schema-fields";
import type { Part, PartName, Views } from "./views";

/**
 * The site's content types, all derived from the schemas of ./schema.ts (through ./views.ts): a field is described
 * once, there. Only the icons differ: the files name an icon by key, the pages get its drawing (./service-icons.ts, ./point-icons.ts, ./offering-icons.ts).
 */

type ItemOf<V extends PartName> = Part<V> extends readonly (infer T)[] ? T : never;
type WithIcon<T> = Omit<T, "icon"> & { icon: LucideIcon };

/** An image the agency can swap: a file under public/images and the text that describes it. */
export type ContentImage = z.infer<typeof imageSchema>;
/** What cards, menus and the footer show of a service. */
export type ServiceSummary = WithIcon<ItemOf<"services">>;
/** What only the service's own page shows. */
export type ServiceDetail = ReturnType<Views["serviceDetails"]>[string];
export type Service = ServiceSummary & ServiceDetail;
export type SubService = ServiceDetail["subServices"][number];
export type Industry = ItemOf<"industries.items">;
export type Testimonial = ItemOf<"testimonials.items">;
export type Faq = ItemOf<"faqs.items">;
export type WebsitePortfolioItem = ItemOf<"portfolio.websites">;
export type AppPortfolioItem = ItemOf<"portfolio.apps">;
export type ClientLogo = ItemOf<"clientLogos.items">;
export type Statistic = ItemOf<"statistics.items">;
export type WhyChooseUsPoint = WithIcon<ItemOf<"whyChooseUs.items">>;
export type OfferingCard = WithIcon<ItemOf<"landingPages">["services"]["cards"][number]>;
