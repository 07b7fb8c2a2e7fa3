import type { ComponentType } from "react";
import toast from "react-hot-toast";
import { cleanup, render, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { paths } from "../../config/paths";
import { PageLanguageProvider } from "../../lib/page-language";
import { CurrentPathProvider } from "../../lib/current-path";
import { servicesIn } from "../../content/content.server";
import { ContactForm } from "./contact-form";
import { messagesFor } from "../../../shared/i18n/messages";
import type { Locale } from "../../../shared/i18n/locales";

const services = servicesIn("en");

/** The forms' words in each language, as a page gets them. */
export const english = { locale: "en", messages: messagesFor("en") } as const;
export const chinese = { locale: "zh-hk", messages: messagesFor("zh-hk") } as const;

/** The services' titles, the contact form's choices. */
export const serviceTitles = services.map((service) => service.title);

/** The contact form as a page draws it, with the services to choose from. */
export function ContactFormWithServices() {
  return <ContactForm serviceTitles={serviceTitles} />;
}

const languages: Record<Locale, { locale: Locale; messages: ReturnType<typeof messagesFor> }> = {
  en: english,
  "zh-hk": chinese,
};

/**
 * What every test of the enquiry forms sets up: `fetch` answered by the test (fetchMock), the notifications recorded
 * instead of shown (toast.success, toast.error), leaving the page recorded instead of done (a sent form goes to the
 * thank-you page with its notice: app/lib/thank-you-notice.tsx), and a clean page after each test. Call once at the
 * top of the file.
 */
export function setUpFormTests() {
  const fetchMock = vi.fn<typeof fetch>();
  const navigate = vi.fn<(path: string) => void>();
  const toasts = {
    success: vi.spyOn(toast, "success").mockReturnValue(""),
    error: vi.spyOn(toast, "error").mockReturnValue(""),
  };
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("location", { ...window.location, assign: navigate });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    navigate.mockReset();
    sessionStorage.clear();
    toasts.success.mockClear();
    toasts.error.mockClear();
  });
  /** The form sent the visitor to the thank-you page (English unless said), with its notice to show there. */
  const expectThankYouPage = (notice: string, thankYou: string = paths.thankYou) =>
    waitFor(() => {
      expect(navigate).toHaveBeenCalledWith(thankYou);
      expect(sessionStorage.getItem("notice")).toBe(notice);
    });
  return { fetchMock, toast: toasts, navigate, expectThankYouPage };
}

/** A page at `path` with the form on it, in `locale`. */
export function formPage(Form: ComponentType, path = "/", locale: Locale = "en") {
  return function FormPage() {
    return (
      <PageLanguageProvider {...languages[locale]}>
        <CurrentPathProvider path={path}>
          <Form />
        </CurrentPathProvider>
      </PageLanguageProvider>
    );
  };
}

/** Renders the form's page (see formPage) and returns the user who fills it in. */
export function renderFormPage(Form: ComponentType) {
  const Page = formPage(Form);
  render(<Page />);
  return userEvent.setup();
}

/** A relay answer with a JSON body. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** What describes a control to assistive technology (its hint, its error message), each by id and text. */
export function describedBy(control: HTMLElement): Array<{ id: string; text: string | null | undefined }> {
  const ids = control.getAttribute("aria-describedby")?.split(" ").filter(Boolean) ?? [];
  return ids.map((id) => ({ id, text: document.getElementById(id)?.textContent }));
}

/** Assertions on a form's fields, found by their labels with `field`: marked in error with a message, or not. */
export function fieldChecks(field: (label: string) => HTMLElement) {
  return {
    expectError(label: string, message: string) {
      const control = field(label);
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(describedBy(control)).toContainEqual({ id: `${control.id}-message`, text: message });
    },
    expectNoError(label: string) {
      const control = field(label);
      expect(control).not.toHaveAttribute("aria-invalid");
      expect(describedBy(control).map(({ id }) => id)).not.toContain(`${control.id}-message`);
    },
  };
}
