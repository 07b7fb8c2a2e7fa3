import type { ComponentType } from "react";
import toast from "react-hot-toast";
import { cleanup, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { paths } from "~/config/paths";
import { PageLanguageProvider } from "~/lib/page-language";
import { servicesIn } from "~/content/content.server";
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
 * instead of shown (toast.success, toast.error), and a clean page after each test. Call once at the top of the file.
 */
export function setUpFormTests() {
  const fetchMock = vi.fn<typeof fetch>();
  const toasts = {
    success: vi.spyOn(toast, "success").mockReturnValue(""),
    error: vi.spyOn(toast, "error").mockReturnValue(""),
  };
  beforeEach(() => {
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toasts.success.mockClear();
    toasts.error.mockClear();
  });
  return { fetchMock, toast: toasts };
}

/** A page with the form at `path` and the thank-you page to land on, in `locale`. */
export function formPage(Form: ComponentType, path = "/", locale: Locale = "en") {
  const Stub = createRoutesStub([
    { path, Component: Form },
    { path: paths.thankYou, Component: () => <h1>Thank you page</h1> },
    { path: `/zh-hk${paths.thankYou}`, Component: () => <h1>感謝頁</h1> },
  ]);
  return function FormPage() {
    return (
      <PageLanguageProvider {...languages[locale]}>
        <Stub initialEntries={[path]} />
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

/** Assertions on a form's fields, found by their labels with `field`: marked in error with a message, or not. */
export function fieldChecks(field: (label: string) => HTMLElement) {
  return {
    expectError(label: string, message: string) {
      const control = field(label);
      expect(control).toHaveAttribute("aria-invalid", "true");
      expect(control).toHaveAccessibleDescription(message);
    },
    expectNoError(label: string) {
      const control = field(label);
      expect(control).not.toHaveAttribute("aria-invalid");
      expect(control).not.toHaveAttribute("aria-describedby");
    },
  };
}
