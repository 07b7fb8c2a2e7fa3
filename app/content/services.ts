import {
  BrainCircuit,
  Blocks,
  Bot,
  ChartColumn,
  ChartScatter,
  Cloud,
  CloudUpload,
  CodeXml,
  Gamepad2,
  MessagesSquare,
  PenTool,
  Smartphone,
} from "lucide-react";
import type { ServiceSummary } from "./types";

/**
 * The twelve services, in the order the navigation, grids and contact form list them. What each one covers in
 * depth lives in service-details.ts, which only the service pages load. Each service's slug is its page's address,
 * /services/<slug>: adding an entry here adds the page, its place in the sitemap and in the tests.
 */
export const services = [
  {
    id: 1,
    slug: "web-development",
    title: "Web Development",
    tagline: "Fast, accessible websites and web applications, built to be maintained rather than rebuilt.",
    summary:
      "Marketing sites, online stores and web applications built with modern frameworks. Fast, accessible, secure and easy for your team to update.",
    img: {
      src: "/images/services/web-development.svg",
      alt: "Illustration of a browser window showing lines of code next to a rendered page layout",
    },
    icon: CodeXml,
  },
  {
    id: 2,
    slug: "app-development",
    title: "App Development",
    tagline: "Native and cross-platform mobile apps, from first prototype to the app stores and beyond.",
    summary:
      "iOS, Android and cross-platform apps designed around real user journeys. We also build the backend and handle store releases and the updates that follow.",
    img: {
      src: "/images/services/app-development.svg",
      alt: "Illustration of two smartphones showing an app interface, surrounded by app icons",
    },
    icon: Smartphone,
  },
  {
    id: 3,
    slug: "uiux-design",
    title: "UI/UX Design",
    tagline: "Research-led product design that makes complex things feel simple.",
    summary:
      "User research, information architecture and interface design for websites and apps. Clickable prototypes are tested with real users before any code is written.",
    img: {
      src: "/images/services/uiux-design.svg",
      alt: "Illustration of a wireframe on a design canvas with a selected element, a cursor, color swatches and a pen curve",
    },
    icon: PenTool,
  },
  {
    id: 4,
    slug: "artificial-intelligence",
    title: "Artificial Intelligence",
    tagline: "Practical AI that removes real bottlenecks, with the safeguards to trust it in production.",
    summary:
      "AI assistants, document automation and decision support built on large language models and your own data. Scoped, measured and deployed with safeguards.",
    img: {
      src: "/images/services/artificial-intelligence.svg",
      alt: "Illustration of a neural network with layers of connected nodes and a highlighted path",
    },
    icon: BrainCircuit,
  },
  {
    id: 5,
    slug: "blockchain-development",
    title: "Blockchain Development",
    tagline: "Blockchain where it genuinely helps: shared records, digital assets and verifiable trust.",
    summary:
      "Smart contracts, tokenization and verifiable records on public and permissioned chains. We first check that a blockchain is the right tool for the job.",
    img: {
      src: "/images/services/blockchain-development.svg",
      alt: "Illustration of four connected blocks forming a chain, each labeled with a block number",
    },
    icon: Blocks,
  },
  {
    id: 6,
    slug: "game-development",
    title: "Game Development",
    tagline: "Mobile, web and casual games with polished gameplay and a solid backend.",
    summary:
      "Casual, mobile and web games built in Unity, Godot and modern web engines. From prototype to live operations, including analytics and monetization.",
    img: {
      src: "/images/services/game-development.svg",
      alt: "Illustration of a game controller surrounded by pixel-art sparkles",
    },
    icon: Gamepad2,
  },
  {
    id: 7,
    slug: "robotic-process-automation",
    title: "Robotic Process Automation",
    tagline: "Software robots that take repetitive, rules-based work off your team's desks.",
    summary:
      "We automate repetitive tasks such as data entry, reconciliation and reporting with software robots. Your team gets time back for work that needs judgment.",
    img: {
      src: "/images/services/robotic-process-automation.svg",
      alt: "Illustration of a robotic arm lifting a document from a conveyor belt carrying boxes and forms",
    },
    icon: Bot,
  },
  {
    id: 8,
    slug: "machine-learning",
    title: "Machine Learning",
    tagline: "Predictive models trained on your data and built to keep performing in production.",
    summary:
      "Custom machine learning models for forecasting, recommendations, risk scoring and anomaly detection. Trained on your data and monitored in production.",
    img: {
      src: "/images/services/machine-learning.svg",
      alt: "Illustration of a scatter plot with two clusters of points separated by a learned decision boundary",
    },
    icon: ChartScatter,
  },
  {
    id: 9,
    slug: "cloud-computing",
    title: "Cloud Computing",
    tagline: "Secure, cost-aware cloud infrastructure that grows with your business.",
    summary:
      "Cloud architecture, infrastructure as code, DevOps and managed operations on AWS, Azure and Google Cloud. Reliable systems with costs you can predict.",
    img: {
      src: "/images/services/cloud-computing.svg",
      alt: "Illustration of a cloud connected to a stack of servers and surrounding network nodes",
    },
    icon: Cloud,
  },
  {
    id: 10,
    slug: "data-science",
    title: "Data Science",
    tagline: "Turn scattered data into reliable numbers and decisions your team can act on.",
    summary:
      "Data pipelines, warehouses, dashboards and analysis that answer real business questions. One trusted set of numbers for your whole team.",
    img: {
      src: "/images/services/data-science.svg",
      alt: "Illustration of an analytics dashboard with summary cards, a bar chart with a trend line and a donut chart",
    },
    icon: ChartColumn,
  },
  {
    id: 11,
    slug: "natural-language-processing",
    title: "Natural Language Processing",
    tagline: "Language technology that reads, writes and understands text in English and Chinese.",
    summary:
      "Chatbots, document understanding, search and translation for English and Traditional and Simplified Chinese. Language AI that fits how your customers write.",
    img: {
      src: "/images/services/natural-language-processing.svg",
      alt: "Illustration of a chat conversation between a customer and an assistant, with language badges",
    },
    icon: MessagesSquare,
  },
  {
    id: 12,
    slug: "cloud-migration",
    title: "Cloud Migration",
    tagline: "Move to the cloud with a clear plan, a tested rollback and minimal downtime.",
    summary:
      "Planned migrations from on-premise servers or another cloud to AWS, Azure or Google Cloud. Minimal downtime, tested rollbacks and clear cost forecasts.",
    img: {
      src: "/images/services/cloud-migration.svg",
      alt: "Illustration of workloads moving along an arrow from an on-premise server rack to the cloud",
    },
    icon: CloudUpload,
  },
] as const satisfies readonly ServiceSummary[];

/** A service page's slug, one of the entries above. */
export type ServiceSlug = (typeof services)[number]["slug"];
