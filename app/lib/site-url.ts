const DEFAULT_SITE_URL = "http://localhost:3000";

/** The public origin without a trailing slash; a malformed SITE_URL stops the build with one line. */
export function siteUrlFromEnv(value: string | undefined): string {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Invalid SITE_URL: "${raw}" is not an absolute http(s) URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`Invalid SITE_URL: "${raw}" is not an absolute http(s) URL`);
  }
  return url.origin + url.pathname.replace(/\/+$/, "");
}
