// npm run bench: the pages' benchmark (Lighthouse, bundle sizes: page-bench.ts), or with --relay the mail
// relay's (relay-bench.ts), which needs neither Lighthouse nor a site build, or with --page-load what measurement
// costs the pages under load (page-load-bench.ts). Each loads only what it uses.
export {};

await import(process.argv.includes("--relay") ? "./relay-bench" : process.argv.includes("--page-load") ? "./page-load-bench" : "./page-bench");
