import { Cpu, Lightbulb, MessagesSquare, ShieldCheck } from "lucide-react";
import type { WhyChooseUsPoint } from "./types";

/** The four reasons in the why-choose-us block, in display order. */
export const whyChooseUs: WhyChooseUsPoint[] = [
  {
    id: "technical-expertise",
    title: "Technical Expertise",
    icon: Cpu,
    description:
      "Our engineers have shipped web, mobile, cloud and AI systems for startups and for regulated businesses in finance, insurance and healthcare. You work directly with the senior people building your product, not a rotating bench of juniors.",
  },
  {
    id: "innovation-and-adaptability",
    title: "Innovation and Adaptability",
    icon: Lightbulb,
    description:
      "We follow new tools such as large language models closely and adopt them once they are proven, not because they are fashionable. When your priorities change mid-project, two-week iterations let us change course without wasted work.",
  },
  {
    id: "effective-communication",
    title: "Effective Communication",
    icon: MessagesSquare,
    description:
      "You get a named project lead, a written update every week and a shared board showing exactly what is in progress. We explain technical decisions in plain language and raise risks as soon as we see them.",
  },
  {
    id: "security-and-compliance",
    title: "Security and Compliance",
    icon: ShieldCheck,
    description:
      "Code review, dependency scanning, least-privilege access and encryption in transit and at rest are part of every project. We design for privacy laws such as Hong Kong's PDPO and the GDPR, and we sign NDAs as a matter of course.",
  },
];
