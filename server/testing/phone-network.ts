/**
 * Lighthouse's phone network (its "slow 4G" profile): 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. One
 * description for the page benchmark (scripts/page-bench.ts) and the browser tests that load a page as a phone does.
 */
export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;

/** The part of a Chrome DevTools Protocol session this needs (Playwright's CDPSession). */
interface DevToolsSession {
  send(method: "Network.enable"): Promise<unknown>;
  send(method: "Network.emulateNetworkConditions", params: typeof PHONE_NETWORK): Promise<unknown>;
}

/** Puts the page's network on PHONE_NETWORK. */
export async function emulatePhoneNetwork(cdp: DevToolsSession) {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", PHONE_NETWORK);
}
