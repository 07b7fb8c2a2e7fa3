// npm run bench: the pages' benchmark (Lighthouse, bundle sizes: page-bench.ts), or with --relay the mail
// relay's (relay-bench.ts), which needs neither Lighthouse nor a site build, or with --page-load what measurement
// costs the pages under load (page-load-bench.ts), or with --dashboard whether polling the dashboard makes
// measurement drop events (dashboard-bench.ts). Each loads only what it uses.
export {};

await import(
  process.argv.includes("--relay")
    ? "./relay-bench"
    : process.argv.includes("--page-load")
      ? "./page-load-bench"
      : process.argv.includes("--dashboard")
        ? "./dashboard-bench"
        : "./page-bench"
);
