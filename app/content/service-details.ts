import type { Service, ServiceDetail } from "./types";
import { services, type ServiceSlug } from "./services";

/** What each service covers, shown on its own page: its opening paragraphs and its sub-services. */
export const serviceDetails: Record<ServiceSlug, ServiceDetail> = {
  "web-development": {
    description: [
      "We build websites and web applications that load quickly, rank well and stay easy to change. Every project starts from your goals and your users: what visitors need to find, buy or get done, and what your team needs to manage without calling a developer.",
      "Our engineers work in TypeScript across the stack, with React on the front end and Node.js or Python behind it, backed by automated tests and continuous deployment. You receive a codebase documented well enough that any competent team could pick it up, including your own.",
    ],
    services: [
      {
        heading: "Corporate and marketing websites",
        description:
          "Content-managed sites that explain what you do and turn visits into enquiries. Analytics, search engine foundations and an editor your marketing team can use on day one come as standard.",
      },
      {
        heading: "E-commerce development",
        description:
          "Storefronts on Shopify or a custom stack, with checkout, payments and inventory connected to the systems you already run. We support local payment methods such as FPS, PayMe and Alipay HK alongside cards.",
      },
      {
        heading: "Web applications and portals",
        description:
          "Customer portals, internal tools and SaaS products with role-based access, audit trails and integrations. We design the data model first so the product can grow without a rewrite.",
      },
      {
        heading: "API and integration development",
        description:
          "REST and GraphQL APIs that connect your website to CRMs, ERPs, payment providers and logistics partners. Every integration is monitored and documented, so failures are noticed and fixed quickly.",
      },
      {
        heading: "Performance, accessibility and SEO",
        description:
          "We audit existing sites against Core Web Vitals and WCAG 2.2 AA and fix what holds them back. The result is a site that is faster, easier to use and easier for search engines to index.",
      },
    ],
  },
  "app-development": {
    description: [
      "A good app does a few things extremely well. We work with you to find those few things, validate them with a clickable prototype, and then build an app that is fast, reliable and pleasant to use on the devices your customers actually own.",
      "We build natively in Swift and Kotlin when performance or platform features matter, and with Flutter or React Native when one codebase for both platforms is the better trade-off. Either way, you get crash reporting, analytics and a release pipeline that makes shipping updates routine.",
    ],
    services: [
      {
        heading: "iOS app development",
        description:
          "Native Swift and SwiftUI apps that follow Apple's Human Interface Guidelines and use platform features such as Apple Pay, widgets and HealthKit. We manage TestFlight betas and App Store review for you.",
      },
      {
        heading: "Android app development",
        description:
          "Kotlin and Jetpack Compose apps tested across the range of devices common in your market, not just flagship phones. We handle the Google Play listing, staged rollouts and Play Console vitals.",
      },
      {
        heading: "Cross-platform apps",
        description:
          "Flutter and React Native apps that share one codebase across iOS and Android while still feeling native. This usually shortens delivery and lowers the cost of every later update.",
      },
      {
        heading: "Backends and APIs for apps",
        description:
          "Authentication, push notifications, payments and content APIs built to carry real traffic. We use managed cloud services where they make sense, so there is less infrastructure for you to run.",
      },
      {
        heading: "App maintenance and OS updates",
        description:
          "Every yearly iOS and Android release changes something. We keep your app compatible, secure and current, and ship improvements on a predictable schedule.",
      },
    ],
  },
  "uiux-design": {
    description: [
      "Design is how your product works, not only how it looks. We start by talking to your users and studying how they behave today, then shape flows, screens and content around the decisions they need to make.",
      "Our designers work in Figma alongside our engineers, so what we design can be built on time and on budget. Every project ends with a documented design system that keeps your product consistent as it grows.",
    ],
    services: [
      {
        heading: "User research",
        description:
          "Interviews, surveys and analytics reviews that show what your users are trying to do and where they get stuck. Findings are summarized in a short report with prioritized recommendations.",
      },
      {
        heading: "Information architecture",
        description:
          "We organize content and features into navigation and flows that match how people think about your business. Card sorting and tree testing confirm the structure before visual design begins.",
      },
      {
        heading: "Wireframes and prototypes",
        description:
          "Low-fidelity wireframes let us agree on structure quickly, and clickable prototypes let users try the product before it exists. Changes at this stage cost hours, not weeks.",
      },
      {
        heading: "Visual and interface design",
        description:
          "Polished interfaces that reflect your brand and meet WCAG 2.2 AA contrast and target-size requirements. We design every state, including empty, loading and error screens.",
      },
      {
        heading: "Design systems",
        description:
          "A shared library of components, design tokens and usage guidelines, in Figma and in code. Teams ship new features faster and the product stays consistent.",
      },
      {
        heading: "Usability testing",
        description:
          "We watch representative users complete real tasks and measure where they succeed or struggle. Each round produces concrete fixes rather than opinions.",
      },
    ],
  },
  "artificial-intelligence": {
    description: [
      "Most businesses do not need a research lab; they need AI that removes a specific bottleneck. We identify where AI can save time or improve decisions in your operations, test it against your real data, and only then build it into the tools your team already uses.",
      "We work with leading commercial and open-source models and design for accuracy, privacy and cost from the start: retrieval over your own documents, human review where the stakes are high, evaluation suites that catch regressions, and deployment options that keep sensitive data in the region you choose.",
    ],
    services: [
      {
        heading: "AI strategy and feasibility",
        description:
          "A short, structured assessment of where AI can help your business and what it would take. You receive a ranked list of use cases with expected value, risks and effort.",
      },
      {
        heading: "Generative AI assistants",
        description:
          "Chat and copilot tools grounded in your policies, product data and knowledge base through retrieval-augmented generation. Answers cite their sources, so staff and customers can check them.",
      },
      {
        heading: "Document and workflow automation",
        description:
          "Extraction, classification and summarization of invoices, forms, contracts and emails. Low-confidence cases are routed to a person, so accuracy stays high as volume grows.",
      },
      {
        heading: "Computer vision",
        description:
          "Image and video models for quality inspection, document capture, shelf monitoring and safety checks. We deploy in the cloud or on edge devices, depending on latency and privacy needs.",
      },
      {
        heading: "AI integration and operations",
        description:
          "We connect models to your systems through secure APIs and monitor cost, latency and quality in production. Evaluation suites run on every change, so regressions are caught before release.",
      },
    ],
  },
  "blockchain-development": {
    description: [
      "A blockchain is the right answer when several parties need to share a record that none of them controls alone. We help you decide whether that is your situation and, if it is, design and build a solution that is secure, auditable and understandable to the people who use it.",
      "We develop on Ethereum and EVM-compatible networks as well as permissioned platforms such as Hyperledger Fabric. Smart contracts are written with thorough testing and independent audits in mind, and we give equal attention to the wallets, dashboards and integrations people actually touch, working alongside your legal and compliance advisers.",
    ],
    services: [
      {
        heading: "Smart contract development",
        description:
          "Solidity contracts for payments, escrow, access control and asset issuance, covered by unit and property-based tests. We prepare code and documentation for third-party security audits.",
      },
      {
        heading: "Tokenization and digital assets",
        description:
          "Token designs for loyalty points, tokenized assets and digital collectibles, with clear rules for issuance, transfer and redemption. Regulatory requirements are designed in with your legal advisers.",
      },
      {
        heading: "dApps and wallet integration",
        description:
          "Web and mobile front ends that connect to wallets smoothly and explain each transaction in plain language. We use standards such as WalletConnect and account abstraction where they improve the experience.",
      },
      {
        heading: "Permissioned ledgers",
        description:
          "Private and consortium networks for supply chain traceability, document verification and inter-company settlement. Participants share one record without handing control to a single party.",
      },
      {
        heading: "Blockchain consulting",
        description:
          "An honest assessment of whether a blockchain adds value over a conventional database. If it does not, we tell you and propose a simpler design.",
      },
    ],
  },
  "game-development": {
    description: [
      "Games are software with an unusually demanding user: a player who can close the app at any moment. We build games that feel good within the first minute, run smoothly on mid-range phones and are structured so new content can be added without a rebuild.",
      "Our team covers gameplay programming, technical art and backend services. We also build branded and educational games for companies that want to engage customers or train staff in a format people enjoy.",
    ],
    services: [
      {
        heading: "Mobile game development",
        description:
          "Unity games for iOS and Android, optimized for performance and battery life on the devices your players own. Ads, in-app purchases and store requirements are planned in from the start.",
      },
      {
        heading: "Web and HTML5 games",
        description:
          "Browser games that load in seconds and run on desktop and mobile without an install. They suit marketing campaigns, product launches and games embedded in existing apps.",
      },
      {
        heading: "Gamification and serious games",
        description:
          "Game mechanics for training, education and loyalty programs, designed around the behavior you want to encourage. We measure engagement so the value of the game is visible.",
      },
      {
        heading: "Game backends and live operations",
        description:
          "Accounts, leaderboards, cloud saves, events and remote configuration that let you update the game without a new release. Dashboards show retention and revenue by player cohort.",
      },
      {
        heading: "Co-development and porting",
        description:
          "Extra engineering capacity for studios, from feature work to performance optimization and ports between platforms. We work inside your pipeline, tools and review process.",
      },
    ],
  },
  "robotic-process-automation": {
    description: [
      "Many teams still copy data between systems, download the same reports every morning and reconcile spreadsheets by hand. Robotic process automation puts software robots on those tasks, working through the same screens and files your staff use, around the clock and without typing errors.",
      "We map each process first, measure how long it takes today and automate the parts that are stable and rules-based. Where a process depends on reading documents or making judgment calls, we combine automation with AI and keep a person in the loop for the exceptions.",
    ],
    services: [
      {
        heading: "Process discovery and assessment",
        description:
          "We document candidate processes, measure volumes and effort, and rank them by savings and complexity. You see the expected return before committing to build anything.",
      },
      {
        heading: "Bot development",
        description:
          "Robots built on UiPath, Microsoft Power Automate or open-source frameworks, depending on your systems and licensing. Each bot is documented and tested against real cases, including the exceptions.",
      },
      {
        heading: "Intelligent document processing",
        description:
          "Automation that reads invoices, purchase orders and forms with AI, then enters the data into your ERP or accounting system. Items the model is unsure about are queued for human review.",
      },
      {
        heading: "API and integration automation",
        description:
          "Where systems offer APIs, we connect them directly instead of automating the screen, which is faster and more reliable. Many workflows end up using a mix of both.",
      },
      {
        heading: "Bot monitoring and support",
        description:
          "We monitor your robots, repair them when an application changes and report the hours saved each month. Automations stay reliable long after go-live.",
      },
    ],
  },
  "machine-learning": {
    description: [
      "Machine learning turns your historical data into predictions you can act on: how much stock to order, which customers are likely to leave, which transactions look unusual. We start with a clear business metric and a simple baseline, so every model has to prove it beats the way you decide today.",
      "We build with Python, scikit-learn, gradient-boosted trees and PyTorch, and deploy on the cloud platform you already use. Models ship with monitoring for data drift and accuracy, plus a retraining routine, so performance does not quietly degrade.",
    ],
    services: [
      {
        heading: "Forecasting and predictive analytics",
        description:
          "Demand, sales and capacity forecasts that account for seasonality, promotions and public holidays. Forecasts come with confidence ranges, so planners know how much to rely on them.",
      },
      {
        heading: "Recommendation systems",
        description:
          "Product and content recommendations based on behavior, similarity and context. We A/B test them against your current approach to measure the real lift.",
      },
      {
        heading: "Risk scoring and anomaly detection",
        description:
          "Models that score applications, claims or transactions for risk and flag anomalies for review. Each score comes with the main factors behind it, which supports audit and compliance.",
      },
      {
        heading: "Model deployment and MLOps",
        description:
          "Pipelines that train, test, version and deploy models automatically. Monitoring alerts you to data drift before it affects decisions.",
      },
      {
        heading: "Model review and improvement",
        description:
          "A review of existing models for accuracy, bias, data leakage and maintainability. You receive concrete fixes and a plan for putting them in place.",
      },
    ],
  },
  "cloud-computing": {
    description: [
      "The cloud makes it easy to start and just as easy to overspend. We design infrastructure that matches your workload, with the right level of redundancy and security, and we make the monthly bill understandable.",
      "Everything we build is defined as code with Terraform or the provider's native tools, deployed through automated pipelines and monitored from day one. We can hand the platform to your team with documentation and training, or run it for you under a support agreement.",
    ],
    services: [
      {
        heading: "Cloud architecture",
        description:
          "Designs for availability, security and cost that fit your workload, compliance needs and team. We document the trade-offs so you can see why each choice was made.",
      },
      {
        heading: "DevOps and CI/CD",
        description:
          "Automated build, test and deployment pipelines that make releases routine instead of risky. Your team can ship small changes often, with a quick path back if something goes wrong.",
      },
      {
        heading: "Infrastructure as code",
        description:
          "Terraform and CloudFormation definitions for every environment, reviewed like application code. Environments are reproducible and every change leaves an audit trail.",
      },
      {
        heading: "Containers and serverless",
        description:
          "Kubernetes, Amazon ECS and serverless platforms, chosen according to your scale and your team's skills. We avoid complexity your workload does not need.",
      },
      {
        heading: "Cost optimization",
        description:
          "A review of your cloud spending with rightsizing, reserved capacity and architecture changes that lower the bill. Savings are measured against your actual invoices.",
      },
      {
        heading: "Managed cloud operations",
        description:
          "Monitoring, patching, backups and incident response under an agreed service level. You know who is watching your systems and how quickly they will respond.",
      },
    ],
  },
  "data-science": {
    description: [
      "Most companies have more data than they use, spread across spreadsheets, SaaS tools and databases that do not agree with each other. We bring it together into a single, well-modeled source of truth and build reporting that leaders actually open every week.",
      "Our data engineers and analysts work with tools such as BigQuery, Snowflake, PostgreSQL, dbt, Power BI and Looker Studio. Beyond dashboards, we run focused analyses of pricing, churn, customer lifetime value or experiment results, and explain what they mean for your next decision.",
    ],
    services: [
      {
        heading: "Data engineering and pipelines",
        description:
          "Reliable pipelines that pull data from your applications, SaaS tools and files on a schedule. Data-quality checks flag problems before they reach a report.",
      },
      {
        heading: "Data warehousing",
        description:
          "A cloud warehouse with clean, documented models for customers, orders, products and finance. Everyone works from the same definitions.",
      },
      {
        heading: "Dashboards and business intelligence",
        description:
          "Dashboards in Power BI, Looker Studio or Metabase designed around the questions each team asks. We keep them fast, simple and focused on a few key metrics.",
      },
      {
        heading: "Statistical analysis and experimentation",
        description:
          "Customer segmentation, pricing analysis, cohort retention and the design and evaluation of A/B tests. Results are written up in plain language with a clear recommendation.",
      },
      {
        heading: "Data strategy and governance",
        description:
          "A practical roadmap for what data to collect, how to store it and who may access it. We align it with privacy laws such as Hong Kong's PDPO and the GDPR where they apply.",
      },
    ],
  },
  "natural-language-processing": {
    description: [
      "Much of a business's knowledge lives in text: emails, contracts, support tickets, reviews and chat logs. Natural language processing lets software read that text at scale, so you can answer customers faster, find information instantly and spot patterns nobody has time to read for.",
      "Many of our clients operate in Hong Kong and Greater China, so we pay particular attention to multilingual content: colloquial written Cantonese, messages that mix English and Chinese, and both Traditional and Simplified scripts. We combine large language models with established NLP techniques and evaluate them on your own data, not generic benchmarks.",
    ],
    services: [
      {
        heading: "Chatbots and virtual agents",
        description:
          "Customer service and internal helpdesk assistants for the web, WhatsApp and other messaging apps, grounded in your knowledge base. Conversations pass to a person whenever the assistant is not confident.",
      },
      {
        heading: "Semantic search",
        description:
          "Search that understands meaning rather than exact keywords, across documents, products and help articles. Users find answers even when they phrase a question differently.",
      },
      {
        heading: "Text classification and extraction",
        description:
          "Automatic routing of emails and tickets, and extraction of names, dates, amounts and clauses from documents. Structured output flows straight into your systems.",
      },
      {
        heading: "Sentiment and feedback analysis",
        description:
          "Analysis of reviews, surveys and social posts that shows what customers praise and complain about, and how that changes over time. Themes are grouped automatically and traced back to the original comments.",
      },
      {
        heading: "Translation and summarization",
        description:
          "Domain-tuned translation and summaries of reports, meetings and correspondence, with glossaries for your terminology. Reviewers approve or edit the output before it is used.",
      },
    ],
  },
  "cloud-migration": {
    description: [
      "A migration is a chance to fix what is slowing you down, but it also puts systems your business depends on at risk. We assess every application and its dependencies, choose the right approach for each one and plan a cutover with tested rollback steps.",
      "Some workloads are best moved as they are; others benefit from re-platforming onto managed databases, containers or serverless services. We forecast running costs before you commit, migrate in waves to limit risk and stay on after cutover to tune performance and spending.",
    ],
    services: [
      {
        heading: "Migration assessment and planning",
        description:
          "An inventory of your applications, data and dependencies, with a recommended approach and cost forecast for each. You get a wave plan, timeline and risk register before any system moves.",
      },
      {
        heading: "Rehosting and re-platforming",
        description:
          "Lift-and-shift where speed matters, and moves to managed databases, containers or serverless where they reduce operating effort. Each application gets the approach that fits it.",
      },
      {
        heading: "Database and data migration",
        description:
          "Migrations of SQL Server, Oracle, MySQL and PostgreSQL databases, with replication to keep downtime to a minimum. Data is reconciled between old and new systems before cutover.",
      },
      {
        heading: "Application modernization",
        description:
          "Refactoring of legacy applications into services that scale and deploy independently. We modernize in steps, so the business keeps running throughout.",
      },
      {
        heading: "Post-migration optimization",
        description:
          "After cutover we tune performance, rightsize resources and set up monitoring and backups. Your first cloud bills should match the forecast rather than surprise you.",
      },
    ],
  },
};

/** The service with this slug, complete with its details, or undefined when no service has it. */
export function findService(slug: string): Service | undefined {
  const summary = services.find((service) => service.slug === slug);
  return summary && { ...summary, ...serviceDetails[summary.slug] };
}
