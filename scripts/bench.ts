// npm run bench: the pages' benchmark (Lighthouse, bundle sizes: page-bench.ts), or with --relay the mail
// relay's (relay-bench.ts), which needs neither Lighthouse nor a site build. Each loads only what it uses.
export {};

await import(process.argv.includes("--relay") ? "./relay-bench" : "./page-bench");
