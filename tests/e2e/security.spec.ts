import { expect, hydrateIslandsOnScreen, test } from "./support/test";
import { publicRoutes } from "./support/routes";
import { openForm } from "./support/enquiry";

// Every page is served with a strict Content-Security-Policy (inline scripts allowed only by their hashes).
// Its script and its islands must still run, and the browser must report no violation at all.
test.describe("Content-Security-Policy", () => {
  test.beforeEach(({}, info) => test.skip(info.project.name !== "desktop", "one width is enough for headers"));

  test("every page sends a strict policy and runs its script and islands under it without a violation", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const violations: string[] = [];
    await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      ),
    );
    for (const path of [...publicRoutes, "/no-such-page"]) {
      const response = await page.goto(path);
      const policy = response?.headers()["content-security-policy"] ?? "";
      expect(policy, path).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
      expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(response?.headers()["x-content-type-options"], path).toBe("nosniff");
      expect(response?.headers()["referrer-policy"], path).toBeTruthy();
      expect(response?.headers()["permissions-policy"], path).toMatch(/camera=\(\).*microphone=\(\)/);
      // The page's inline script ran (goto waits for it), and every island it reaches hydrates.
      await expect(page.locator("html"), path).toHaveAttribute("data-hydrated", "true");
      await hydrateIslandsOnScreen(page);
      await page.waitForLoadState("networkidle");
    }
    expect(violations).toEqual([]);
  });

  test("an interactive element works under the policy", async ({ page }) => {
    await page.goto("/");
    const question = page.locator("#faq details").first();
    await question.locator("summary").click();
    await expect(question).toHaveAttribute("open", "");
    const { form } = await openForm(page, "/contact-us", "Contact form");
    const email = form.getByLabel("Email");
    await email.fill("not-an-address");
    await email.blur();
    await expect(page.getByText("Entered email is invalid")).toBeVisible();
  });
});
