import { view } from "../../app/content/source";
import { afterThePageIsIdle, expect, test, type Page } from "./support/test";
import { VIDEO_SCREENS } from "../../app/lib/media-queries";
import { listPosts, servicesIn } from "../../app/content/content.server";
import { pageTitle } from "../../app/lib/seo";
import { publicRoutes } from "./support/routes";

const services = servicesIn("en");

const industries = view("industries.items");
const faqs = view("faqs.items");
const testimonials = view("testimonials.items");
const appPortfolio = view("portfolio.apps");
const websitePortfolio = view("portfolio.websites");
const clientLogos = view("clientLogos.items");
const consultationCtaCopy = view("siteCopy.consultationCta");
const contactSectionCopy = view("siteCopy.contactSection");
const homePage = view("homePage");
const portfolioPage = view("portfolioPage");

const statFigures = ["2+", "50+", "20+"];

async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
}

test.describe("pages and blocks", () => {
  test("home shows every block with the documented counts", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const servicesBlock = page.locator("#services-overview");
    for (const service of services)
      await expect(servicesBlock.getByRole("heading", { name: service.title, exact: true })).toBeVisible();
    for (const title of [
      "Technical Expertise",
      "Innovation and Adaptability",
      "Effective Communication",
      "Security and Compliance",
    ]) {
      await expect(page.getByRole("heading", { name: title })).toBeAttached();
    }
    const industriesBlock = page.locator("#industries");
    for (const industry of industries)
      await expect(industriesBlock.getByText(industry.title, { exact: true })).toBeAttached();
    await expect(page.getByRole("region", { name: "Client testimonials" }).locator("figure")).toHaveCount(
      testimonials.length,
    );
    await expect(page.getByRole("region", { name: "Client testimonials" }).locator("figure blockquote")).toHaveCount(
      testimonials.length,
    );
    // Each rating is one element, five stars drawn by its mask in the highlight colour.
    const ratings = page
      .getByRole("region", { name: "Client testimonials" })
      .getByRole("img", { name: "Rated 5 out of 5" });
    await expect(ratings).toHaveCount(testimonials.length);
    const rating = await ratings.first().evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: element.getBoundingClientRect().width, mask: style.maskImage, colour: style.backgroundColor };
    });
    expect(rating.width).toBe(116);
    expect(rating.mask).toContain("data:image/svg+xml");
    expect(rating.colour).not.toBe("rgba(0, 0, 0, 0)");
    await expect(page.getByRole("heading", { name: homePage.clientsTitle })).toBeVisible();
    await expect(page.getByRole("region", { name: "Client logos" }).getByRole("img")).toHaveCount(clientLogos.length);
    const faq = page.locator("section", { has: page.getByRole("heading", { name: "Frequently Asked Questions" }) });
    await expect(faq.locator("details > summary")).toHaveCount(faqs.length);
    await expect(page.getByRole("heading", { name: /free 30-minute strategy session/ })).toBeVisible();
    const cta = page.locator("section", { has: page.getByRole("heading", { name: consultationCtaCopy.title }) });
    await expect(cta.getByRole("link")).toHaveAttribute("href", "/contact-us");
    await expect(page.getByRole("heading", { name: contactSectionCopy.title })).toBeVisible();
  });

  test("the counters count up to 2+, 50+ and 20+ once scrolled into view", async ({ page }) => {
    await page.goto("/");
    const stats = page.getByRole("region", { name: "Our numbers" });
    // Every figure the projects counter shows, from the prerendered one on.
    await page.getByTestId("stat-projects").evaluate((element) => {
      const shown = ((window as unknown as { shownFigures: string[] }).shownFigures = [element.textContent ?? ""]);
      new MutationObserver(() => shown.push(element.textContent ?? "")).observe(element, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await stats.scrollIntoViewIfNeeded();
    // Its code loads as it nears the screen: it drops to 0 and counts up through the figures in between to 50+.
    const countedUp = () =>
      page.evaluate(() => {
        const shown = (window as unknown as { shownFigures: string[] }).shownFigures;
        const zero = shown.indexOf("0+");
        return zero > 0 && shown.length > zero + 2 && shown.at(-1) === "50+";
      });
    await expect.poll(countedUp, { timeout: 10_000 }).toBe(true);
    await expect(page.getByTestId("stat-years")).toHaveText("2+", { timeout: 8000 });
    await expect(page.getByTestId("stat-team")).toHaveText("20+", { timeout: 8000 });
    for (const figure of statFigures) await expect(stats.getByText(figure, { exact: true }).first()).toBeAttached();
  });

  test("counters reached by a jump count up once from 0, and never wait at 0", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("stat-projects").evaluate((element) => {
      const shown = ((window as unknown as { shownFigures: string[] }).shownFigures = [element.textContent ?? ""]);
      new MutationObserver(() => shown.push(element.textContent ?? "")).observe(element, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    const shown = () => page.evaluate(() => (window as unknown as { shownFigures: string[] }).shownFigures);
    // The End key jumps past the strip: its code may load on the way, but it keeps the final figures.
    await page.keyboard.press("End");
    await page.waitForFunction(() => window.scrollY + window.innerHeight >= document.body.scrollHeight - 2);
    expect((await shown()).every((figure) => figure === "50+")).toBe(true);
    // Then a jump straight back to it: one count from 0, ending on the final figure.
    await page.getByTestId("stat-projects").evaluate((element) => element.scrollIntoView({ behavior: "instant" }));
    await expect
      .poll(
        async () => {
          const figures = await shown();
          return figures.filter((figure) => figure === "0+").length === 1 && figures.at(-1) === "50+";
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  });

  test("the FAQ opens and closes by mouse and keyboard and states the timelines", async ({ page }) => {
    await page.goto("/");
    const first = page.locator("#faq details").first();
    const summary = first.locator("summary");
    await summary.click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first).toContainText("2-4 weeks");
    await expect(first).toContainText("6-12 weeks");
    await expect(first).toContainText("8-16 weeks");
    await summary.click();
    await expect(first).not.toHaveAttribute("open", "");
    await summary.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(first).not.toHaveAttribute("open", "");
  });

  test("a carousel moves by itself, stops with its pause control, on hover and on focus", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Client testimonials" });
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute("data-playing", "true");
    const track = carousel.locator("ul").first();
    const position = () => track.evaluate((el) => getComputedStyle(el).transform);
    const before = await position();
    await expect.poll(position).not.toBe(before);

    await carousel.getByRole("button", { name: "Pause client testimonials" }).click();
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute("data-playing", "false");
    const paused = await position();
    // Twenty frames drawn, however long a busy machine takes to draw them, and the track has not moved.
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          let frames = 0;
          const next = () => (++frames >= 20 ? done() : requestAnimationFrame(next));
          requestAnimationFrame(next);
        }),
    );
    expect(await position()).toBe(paused);
    await carousel.getByRole("button", { name: "Play client testimonials" }).click();
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute("data-playing", "true");

    // The slides never stand still, so hover the carousel's (static) box by coordinates.
    const box = (await carousel.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 100);
    await expect(carousel).toHaveAttribute("data-playing", "false");
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute("data-playing", "true");
    await carousel.getByRole("button", { name: "Previous slide" }).focus();
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: "Pause client testimonials" })).toBeFocused();
    await expect(carousel).toHaveAttribute("data-playing", "false");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(carousel).toHaveAttribute("data-playing", "true");
  });

  test("every service page opens directly with its content", async ({ page }) => {
    for (const service of services) {
      await page.goto(`/services/${service.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
      await expect(page.getByText(service.tagline)).toBeVisible();
      for (const item of view("serviceDetails")[service.slug]!.subServices)
        await expect(page.getByRole("heading", { name: item.heading, exact: true })).toBeAttached();
      // The service's own illustration, written into the page (see the test of that below).
      await expect(page.locator("main img").first()).toHaveAccessibleName(service.image.alt);
    }
  });

  test("/services lists every service of the content as a card linking to their pages", async ({ page }) => {
    await page.goto("/services");
    for (const service of services) {
      await expect(
        page.getByRole("link", { name: new RegExp(`^${service.title.replace(/[/]/g, ".")}`) }).first(),
      ).toHaveAttribute("href", `/services/${service.slug}`);
    }
  });

  test("/industries shows every industry of the content with image and description", async ({ page }) => {
    await page.goto("/industries");
    for (const industry of industries) {
      const card = page.locator("li", { has: page.getByRole("heading", { name: industry.title, exact: true }) });
      await expect(card.getByRole("img")).toHaveAttribute("src", industry.image.src);
      await expect(card).toContainText(industry.description);
    }
  });

  test("/portfolio shows 9 websites and 8 apps; linked cards open in a new tab, the others are not links", async ({
    page,
  }) => {
    await page.goto("/portfolio");
    const websites = page.locator("#websites li");
    const apps = page.locator("#apps li");
    await expect(websites).toHaveCount(websitePortfolio.length);
    await expect(apps).toHaveCount(appPortfolio.length);
    const cards = [
      ...websitePortfolio.map((item) => ({ item, list: websites })),
      ...appPortfolio.map((item) => ({ item, list: apps })),
    ];
    for (const { item, list } of cards) {
      const card = list.filter({ has: page.getByRole("heading", { name: item.title, exact: true }) });
      if (item.link) {
        const link = card.getByRole("link");
        await expect(link).toHaveAttribute("href", item.link);
        await expect(link).toHaveAttribute("target", "_blank");
      } else {
        await expect(card.getByRole("link")).toHaveCount(0);
        await expect(card).toContainText(portfolioPage.privateLabel);
      }
    }
  });

  test("/contact-us offers every channel as a working link", async ({ page }) => {
    await page.goto("/contact-us");
    const main = page.locator("main");
    await expect(main.locator('a[href^="mailto:"]').first()).toBeVisible();
    await expect(main.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(main.locator('a[href^="https://wa.me/"]').first()).toBeVisible();
    for (const host of ["linkedin.com", "instagram.com", "facebook.com"])
      await expect(main.locator(`a[href*="${host}"]`).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: /strategy session/ })).toBeVisible();
    // With no booking page configured, the session is asked for through the contact form on this page.
    await page.getByRole("link", { name: "Book your session" }).click();
    await expect(page).toHaveURL(/\/contact-us#contact$/);
    await expect(page.getByRole("heading", { name: contactSectionCopy.title })).toBeInViewport();
  });

  test("the blog lists posts newest first and a post has its own page", async ({ page }) => {
    await page.goto("/blogs");
    const dates = await page
      .locator("main article time")
      .evaluateAll((els) => els.map((el) => el.getAttribute("datetime") ?? ""));
    expect(dates.length).toBe(3);
    expect([...dates].sort().reverse()).toEqual(dates);
    const firstTitle = (await page.locator("main article h3").first().innerText()).trim();
    await page.locator("main article h3 a").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstTitle);
    const post = listPosts("en").find((entry) => entry.title === firstTitle)!;
    await expect(page).toHaveTitle(pageTitle(post.seoTitle ?? post.title, "en"));
    await expect(page.locator("main article h2").first()).toBeVisible();
  });

  test("the blog's first cover paints with the page, and every cover is drawn", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/blogs");
    const covers = page.locator("main article img");
    await expect(covers).toHaveCount(3);
    await expect(covers.first()).toHaveAttribute("src", /^data:image\/svg\+xml,/);
    for (const cover of await covers.all()) {
      await cover.scrollIntoViewIfNeeded();
      await expect
        .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBeGreaterThan(0);
    }
    // The written-in cover is not fetched again; the others are files.
    expect(requested.filter((path) => path.startsWith("/images/blog/"))).toHaveLength(2);
  });

  test("a service page's illustration paints with the page", async ({ page }) => {
    const service = services[0]!;
    await page.goto(`/services/${service.slug}`);
    const illustration = page.getByRole("img", { name: service.image.alt });
    await expect(illustration).toHaveAttribute("src", /^data:image\/svg\+xml,/);
    expect(
      await illustration.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    ).toBeGreaterThan(0);
  });

  test("the RSS feed lists the posts", async ({ request }) => {
    const feed = await (await request.get("/blogs/rss.xml")).text();
    expect(feed).toContain("<rss");
    expect(feed.match(/<item>/g)).toHaveLength(3);
  });
});

test("no page scrolls sideways on a phone", async ({ page }, info) => {
  test.skip(info.project.name !== "phone", "a phone-width check");
  test.setTimeout(90_000);
  for (const path of [...publicRoutes, "/blogs/native-flutter-or-hybrid"]) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBe(0);
  }
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("counters show their final figures, carousels stay still, the banner shows its poster only", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByTestId("stat-years")).toHaveText("2+");
    await expect(page.getByTestId("stat-projects")).toHaveText("50+");
    await expect(page.getByTestId("stat-team")).toHaveText("20+");
    const carousel = page.getByRole("region", { name: "Client testimonials" });
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect(carousel.getByRole("button", { name: "Play client testimonials" })).toBeVisible();
    await expect(carousel).toHaveAttribute("data-playing", "false");
    await expect(page.locator("video")).toHaveCount(0);
    await scrollThrough(page);
    await expect(page.locator(".opacity-0")).toHaveCount(0);
  });
});

test.describe("the home banner video", () => {
  test("is muted, looping and inline, with the poster painted first; a phone keeps the poster", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('img[src="/media/banner-poster.webp"]')).toHaveCount(1);
    const video = page.locator("video");
    if (!(await page.evaluate((screens) => matchMedia(screens).matches, VIDEO_SCREENS))) {
      await afterThePageIsIdle(page);
      await expect(video).toHaveCount(0);
      return;
    }
    await expect(video).toHaveCount(1);
    expect(
      await video.evaluate((el: HTMLVideoElement) => ({
        muted: el.muted,
        loop: el.loop,
        inline: el.playsInline,
        autoplay: el.autoplay,
      })),
    ).toEqual({
      muted: true,
      loop: true,
      inline: true,
      autoplay: true,
    });
    await expect(page.locator('img[src="/media/banner-poster.webp"]')).toHaveCount(1);
  });
});
