/**
 * Marks the fixed header `data-scrolled="true"` once the page is scrolled below its very top, and "false" back at
 * the top. Where the browser has scroll-driven animations the header's look follows the scroll in CSS alone
 * (app.css, header-tint-on-scroll); elsewhere app.css draws the same look from this attribute.
 */
export function startHeaderScrolled(window: Window) {
  const update = () => {
    const scrolled = String(window.scrollY > 0);
    for (const header of window.document.querySelectorAll("header[data-scrolled]"))
      if (header.getAttribute("data-scrolled") !== scrolled) header.setAttribute("data-scrolled", scrolled);
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
}
