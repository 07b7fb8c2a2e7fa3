/**
 * `npm run edit`: the content editor on this machine, with the site beside it as the preview (docs/content.md).
 * Starts the dev server with the editor switched on and prints both addresses; stops with Ctrl+C.
 *
 *   npm run edit                 http://localhost:5173/keystatic
 *   npm run edit -- --port 4000  another port
 */
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { EDITOR_PATH } from "./page";
import { EDITOR_SWITCH } from "./vite-plugin";

const args = process.argv.slice(2);
const portAt = args.indexOf("--port");
const port = portAt >= 0 ? args[portAt + 1]! : "5173";
const host = "localhost";
const repo = fileURLToPath(new URL("../", import.meta.url));
const bin = fileURLToPath(new URL("../node_modules/.bin/react-router", import.meta.url));

const dev = spawn(bin, ["dev", "--host", host, "--port", port, "--strictPort"], {
  cwd: repo,
  env: { ...process.env, [EDITOR_SWITCH]: "1" },
  stdio: ["inherit", "pipe", "inherit"],
});
let announced = false;
dev.stdout.on("data", (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (!announced && /Local:/.test(chunk.toString())) {
    announced = true;
    const origin = `http://${host}:${port}`;
    console.log(
      `\n  Content editor:  ${origin}${EDITOR_PATH}\n  Site (preview):  ${origin}/\n\n  A save in the editor writes the files under content/ and public/images/; the site shows it within seconds.\n  Stop with Ctrl+C. Then commit and push (docs/content.md).\n`,
    );
  }
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code) => process.exit(code ?? 0));
