import { site } from "../../shared/site";
import type { Faq } from "./types";

/** Frequently asked questions; each answer is shown as a bullet list. */
export const faqs: Faq[] = [
  {
    id: "project-timeline",
    question: "How long does a typical project take?",
    answer: [
      "A simple website, such as a company site of up to about ten pages: 2-4 weeks.",
      "A complex website, such as an online store, a customer portal or a site with custom integrations: 6-12 weeks.",
      "A mobile app for iOS and Android: 8-16 weeks, depending on features, integrations and app store review.",
      "After discovery you get a week-by-week plan, and you see a working demo every two weeks so progress is never a guess.",
    ],
  },
  {
    id: "cost-and-engagement",
    question: "How much does a project cost, and how can we work together?",
    answer: [
      "Fixed price: for a clearly defined scope we give you a written quote after discovery, and it only changes if the scope does.",
      "Time and materials with a monthly cap: suited to products whose requirements will evolve as you learn from users.",
      "Dedicated team: a monthly retainer for ongoing product development, with the same engineers every month.",
      "Budgets start at about US$500 for a focused landing page; custom platforms, apps and AI systems are quoted after a short discovery.",
    ],
  },
  {
    id: "process",
    question: "What does your development process look like?",
    answer: [
      "Discovery: we agree on goals, users, scope, risks and success metrics, and turn them into a written plan.",
      "Design: wireframes and clickable prototypes that you and your users can try before we build.",
      "Build: two-week iterations, each ending with a demo of working software on a staging site you can use.",
      "Launch and support: we handle deployment, app store submission and monitoring, then stay on to fix, measure and improve.",
    ],
  },
  {
    id: "technology",
    question: "Which technologies do you use?",
    answer: [
      "Web: TypeScript, React, React Router and Next.js, Node.js and Python, with PostgreSQL as our default database.",
      "Mobile: Swift and SwiftUI for iOS, Kotlin and Jetpack Compose for Android, and Flutter or React Native for cross-platform apps.",
      "Cloud: AWS, Microsoft Azure and Google Cloud, managed with Terraform and automated CI/CD pipelines.",
      "AI and data: commercial and open-source language models, PyTorch, scikit-learn, dbt and the major cloud data warehouses.",
      "We choose the stack that fits your team and your product, and we explain the reasons for every choice.",
    ],
  },
  {
    id: "post-launch-support",
    question: "What happens after launch?",
    answer: [
      "Every project includes a free warranty period, typically 30 days after launch, during which we fix defects in what we delivered.",
      "Monthly support plans cover monitoring, security patches, dependency and operating system updates, and a set number of hours for improvements.",
      "Response times for urgent issues are agreed in writing before the plan starts.",
      "If your own team takes over, we hand over documentation and run walkthrough sessions with your developers.",
    ],
  },
  {
    id: "ownership",
    question: "Who owns the code and intellectual property?",
    answer: [
      "You do. Ownership of the code, designs and other deliverables is assigned to you in the contract once the related invoices are paid.",
      "Code lives in a repository under your own account, such as your GitHub or GitLab organization, from the first day of the project.",
      "Open-source libraries keep their own licenses, and we list every one we use so there are no surprises.",
      "We never reuse your proprietary code, data or designs for another client.",
    ],
  },
  {
    id: "nda",
    question: "Will you sign a non-disclosure agreement?",
    answer: [
      "Yes. We are happy to sign your NDA before you share any details, or to send you our standard mutual NDA.",
      "Everyone on our team is bound by confidentiality obligations in their employment or contractor agreement.",
      "Access to your systems and data is limited to the people working on your project and removed when the work ends.",
    ],
  },
  {
    id: "time-zones",
    question: "We are not in Hong Kong. Can you work across time zones?",
    answer: [
      "Yes. Our working day (UTC+8) overlaps fully with most of Asia-Pacific and with the morning in Europe.",
      "For clients in the Americas, we hold calls in your late afternoon, which is our early morning.",
      "Written updates, a shared task board and recorded demos mean nobody waits for a meeting to know where the project stands.",
      "We agree on a response time for messages at the start, and we keep to it.",
    ],
  },
  {
    id: "ai-feasibility",
    question: "How do we know whether AI will work for our problem?",
    answer: [
      "We start with a short feasibility study on a sample of your real data, usually one to two weeks.",
      "Together we define a measurable target, such as accuracy, time saved or cost per task, before any model is built.",
      "If a simpler rule-based system or a process change would solve the problem better, we tell you plainly.",
      "Promising ideas move to a small proof of concept before any commitment to a full build.",
    ],
  },
  {
    id: "strategy-session",
    question: `What happens in the free ${site.strategySessionMinutes}-minute strategy session?`,
    answer: [
      `A video call with ${site.founder.name}, our ${site.founder.role.toLowerCase()}, about your goals, your users and what you have tried so far.`,
      "You leave with concrete next steps, a rough timeline and an indicative budget range, whether or not you work with us.",
      "There is no obligation and no sales pitch, and we are happy to sign an NDA beforehand.",
      "Book it with any free consultation button on this site, or tell us about your project through the contact form.",
    ],
  },
];
