import { site } from "../../shared/site";

export interface AboutValue {
  title: string;
  description: string;
}

export interface ProcessStep {
  /** Position in the sequence, starting at 1. */
  step: number;
  title: string;
  description: string;
}

export interface AboutContent {
  /** The "Our story" paragraphs. */
  story: string[];
  values: AboutValue[];
  process: ProcessStep[];
}

export const about: AboutContent = {
  story: [
    "We are product designers and engineers who turn business problems into working software: websites, mobile apps, cloud platforms and AI systems. Our clients include clinics, retailers, insurers, logistics firms, law firms and game studios, in Hong Kong, across Asia-Pacific and further afield.",
    `${site.founder.name} founded the studio on a simple idea: clients should work directly with the senior engineers and designers who build their product, from the first workshop to launch day and beyond. Today our team of more than twenty specialists covers product design, web and mobile engineering, cloud infrastructure, data and machine learning, and we have delivered more than fifty projects.`,
    "We work in short, visible steps. You see working software every two weeks, read a written update every week and can follow every task on a shared board. We tell you early when something is at risk, we recommend the simplest solution that will do the job, and we hand over code, documentation and access so that you are never locked in.",
  ],
  values: [
    {
      title: "Senior by default",
      description:
        "The people who scope your project are the people who build it. We keep teams small and experienced so decisions are made quickly and made well.",
    },
    {
      title: "Plain language",
      description:
        "We explain trade-offs, costs and risks without jargon, in writing, so everyone involved can make informed decisions.",
    },
    {
      title: "Measured outcomes",
      description:
        "Every project starts with a goal we can measure, such as bookings, hours saved or conversion, and we report against it after launch.",
    },
    {
      title: "Built to last",
      description:
        "Tested, documented code in a repository you own, on infrastructure you understand. Your product should outlive any single engagement with us.",
    },
  ],
  process: [
    {
      step: 1,
      title: "Discovery",
      description:
        "Workshops and research to agree on goals, users, scope, risks and a measurable definition of success, summarized in a written plan and quote.",
    },
    {
      step: 2,
      title: "Design",
      description:
        "Wireframes, clickable prototypes and a visual design system, tested with real users before development starts.",
    },
    {
      step: 3,
      title: "Build",
      description:
        "Two-week iterations, each ending with a demo of working software on a staging site, with automated tests and code review throughout.",
    },
    {
      step: 4,
      title: "Launch",
      description:
        "Performance, security and accessibility checks, a planned release, app store submission where needed, and monitoring from the first minute.",
    },
    {
      step: 5,
      title: "Support",
      description:
        "Fixes, updates and improvements under a support plan, guided by analytics and user feedback, or a full handover to your own team.",
    },
  ],
};
