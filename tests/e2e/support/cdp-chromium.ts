/**
 * Chromium driven over the DevTools protocol through its tab target, for the tests of prerendering.
 *
 * Chromium never prerenders for a page that a DevTools session is attached to directly, as Playwright attaches to
 * every page: the attempt ends with `PrerenderingDisabledByDevTools` (content/browser/devtools/
 * devtools_instrumentation.cc, IsPrerenderAllowed: a session "without tab target support"). A session attached to the
 * tab, and from it to its page, is allowed, and so is headless Chromium. Hence this small driver: the project's Chromium
 * with its flags (playwright.config.ts, scripts/chromium.mjs), headless, its own profile, a person's user agent (headless
 * Chromium names itself HeadlessChrome, which the server counts as a bot; a user agent set over the protocol instead
 * would stop the prerender), and a 1440 x 900 window, the desktop project's.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** How long page.evaluate waits for Chromium's answer before giving up. */
const EVALUATE_TIMEOUT_MS = 2000;

interface Message {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
  sessionId?: string;
}

export interface CdpPage {
  /** The protocol's commands on the page shown in the tab (the prerendered one once it is activated). */
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>): Promise<T>;
  /** The value of an expression in the page. */
  evaluate<T>(expression: string): Promise<T>;
  /** Moves the mouse onto the middle of the first element `selector` matches, after scrolling it into view. */
  hover(selector: string): Promise<{ x: number; y: number }>;
  /** Presses and releases the left button where the mouse is. */
  click(at: { x: number; y: number }): Promise<void>;
  /** Resolves once a protocol event for which `match` holds was sent (on any session of the tab). */
  event(method: string, match?: (params: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
}

export interface CdpChromium {
  /** The tab, navigated to `url`, its load event passed. */
  open(url: string): Promise<CdpPage>;
  close(): Promise<void>;
}

export async function launchCdpChromium(options: {
  executablePath: string | undefined;
  args: readonly string[];
  userAgent: string;
}): Promise<CdpChromium> {
  const { executablePath: executable, args, userAgent } = options;
  if (!executable) throw new Error("No Chromium: see scripts/chromium.mjs");
  const profile = mkdtempSync(join(tmpdir(), "cdp-chromium-"));
  const chrome: ChildProcess = spawn(
    executable,
    [
      ...args,
      "--headless",
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      `--user-agent=${userAgent}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = "";
    chrome.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    chrome.once("exit", (code) => reject(new Error(`Chromium exited with ${code}:\n${output}`)));
  });
  const socket = new WebSocket(endpoint);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });

  let lastId = 0;
  const answers = new Map<number, (message: Message) => void>();
  const listeners = new Set<(message: Message) => void>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    if (message.id !== undefined) answers.get(message.id)?.(message);
    else for (const listener of [...listeners]) listener(message);
  });
  const send = <T>(method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++lastId;
      answers.set(id, (message) => {
        answers.delete(id);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve((message.result ?? {}) as T);
      });
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });
  const event = (method: string, match: (params: Record<string, unknown>) => boolean = () => true) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const listener = (message: Message) => {
        if (message.method !== method || !match(message.params ?? {})) return;
        listeners.delete(listener);
        resolve(message.params ?? {});
      };
      listeners.add(listener);
    });

  // The tab's page, and after an activation the prerendered page that took its place: the last one attached that is
  // no prerender.
  const { targetInfos } = await send<{ targetInfos: { targetId: string; type: string }[] }>("Target.getTargets", {
    filter: [{}],
  });
  const tab = targetInfos.find((target) => target.type === "tab");
  if (!tab) throw new Error("Chromium shows no tab target");
  const { sessionId: tabSession } = await send<{ sessionId: string }>("Target.attachToTarget", {
    targetId: tab.targetId,
    flatten: true,
  });
  let pageSession = "";
  const pageSessions = new Map<string, string>();
  listeners.add((message) => {
    const params = message.params as { sessionId?: string; targetInfo?: { type: string; subtype?: string } };
    if (message.method === "Target.attachedToTarget" && params.targetInfo?.type === "page") {
      void send("Runtime.runIfWaitingForDebugger", {}, params.sessionId);
      if (params.targetInfo.subtype !== "prerender") pageSession = params.sessionId!;
      else pageSessions.set(params.sessionId!, "prerender");
    }
    // The tab's page was replaced by the prerendered one it activated: the old page is gone, or kept in the
    // back/forward cache, where it stays attached.
    const activated =
      (message.method === "Target.detachedFromTarget" && params.sessionId === pageSession) ||
      (message.method === "Preload.prerenderStatusUpdated" &&
        (message.params as { status?: string }).status === "Success");
    if (activated) {
      const next = [...pageSessions.keys()].at(-1);
      if (next) pageSession = next;
    }
  });
  const attached = event("Target.attachedToTarget");
  await send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: false, flatten: true }, tabSession);
  await attached;
  const onPage = <T>(method: string, params: Record<string, unknown> = {}) => send<T>(method, params, pageSession);

  const page: CdpPage = {
    send: onPage,
    event,
    async evaluate<T>(expression: string) {
      // An evaluation sent to the prerendered page just as the tab activates it can go unanswered (Chromium 156,
      // about one run in four): give up after a while, so that a caller polling for the shown page asks again.
      const answer = onPage<{
        result: { value: T };
        exceptionDetails?: { text: string };
      }>("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const { result, exceptionDetails } = await Promise.race([
        answer,
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`${expression}: no answer in ${EVALUATE_TIMEOUT_MS} ms`)),
            EVALUATE_TIMEOUT_MS,
          );
        }),
      ]).finally(() => clearTimeout(timer));
      if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.text}`);
      return result.value;
    },
    async hover(selector) {
      const box = await page.evaluate<{ x: number; y: number; width: number; height: number } | null>(
        `(() => { const element = document.querySelector(${JSON.stringify(selector)}); if (!element) return null;
          element.scrollIntoView({ block: "center" }); const { x, y, width, height } = element.getBoundingClientRect();
          return { x, y, width, height }; })()`,
      );
      if (!box || box.width === 0) throw new Error(`Nothing visible matches ${selector}`);
      const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await onPage("Input.dispatchMouseEvent", { type: "mouseMoved", ...at });
      return at;
    },
    async click(at) {
      for (const type of ["mousePressed", "mouseReleased"])
        await onPage("Input.dispatchMouseEvent", { type, ...at, button: "left", clickCount: 1 });
    },
  };

  return {
    async open(url) {
      const { windowId } = await send<{ windowId: number }>("Browser.getWindowForTarget", {
        targetId: (await onPage<{ targetInfo: { targetId: string } }>("Target.getTargetInfo")).targetInfo.targetId,
      });
      await send("Browser.setWindowBounds", { windowId, bounds: { width: 1440, height: 900 } });
      await onPage("Page.enable");
      await onPage("Preload.enable");
      const loaded = event("Page.loadEventFired");
      await onPage("Page.navigate", { url });
      await loaded;
      return page;
    },
    async close() {
      socket.close();
      if (chrome.exitCode === null) {
        const exited = new Promise((resolve) => chrome.once("exit", resolve));
        chrome.kill("SIGTERM");
        await exited;
      }
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
