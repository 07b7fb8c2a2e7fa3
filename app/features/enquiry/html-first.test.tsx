// @vitest-environment jsdom
/**
 * Both forms as the prerendered page has them (plain HTML that posts natively), and as they are once their script
 * takes them over, with whatever the visitor typed in between.
 */
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RELAY_PATH } from "../../../shared/relay-contract";
import { ContactFormWithServices as ContactForm, formPage, jsonResponse, setUpFormTests } from "./form-test-utils";
import { RequirementForm } from "./requirement-form";

const { fetchMock } = setUpFormTests();
let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement("div");
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

const control = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the visitor does before any script runs: the browser sets the values, no event reaches React. */
function typeNatively(form: HTMLFormElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) control(form, name).value = value;
}

const cases = [
  {
    label: "Contact form",
    Form: ContactForm,
    path: "/contact-us",
    fields: ["name", "email", "phone", "subject", "service", "message"],
    preselected: { service: "Web Development" },
    typed: {
      name: "Jane Chan",
      email: "jane@example.com",
      phone: "+85251234567",
      subject: "Typed early",
      service: "Data Science",
      message: "Before the script ran.",
    },
  },
  {
    label: "Requirement form",
    Form: RequirementForm,
    path: "/web-development",
    fields: ["name", "email", "phone", "service", "budget", "message"],
    preselected: { service: "", budget: "" },
    typed: {
      name: "Sam Wong",
      email: "sam@example.com",
      phone: "123456789012",
      service: "ai-ml",
      budget: "undecided",
      message: "Before the script ran.",
    },
  },
] as const;

describe.each(cases)("$label", ({ label, Form, path, fields, preselected, typed }) => {
  it("is prerendered as a plain form that posts to the relay, with named fields and native constraints", () => {
    const Page = formPage(Form, path);
    container.innerHTML = renderToString(<Page />);
    const form = container.querySelector<HTMLFormElement>(`form[aria-label="${label}"]`)!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe(RELAY_PATH);
    expect(form.hasAttribute("novalidate")).toBe(false);
    expect(control(form, "form").value).toBe(label === "Contact form" ? "contact" : "requirement");
    expect(control(form, "page").value).toBe(path);
    for (const name of fields) {
      const field = control(form, name);
      expect(field, name).not.toBeNull();
      expect(field.required, name).toBe(true);
    }
    expect(control(form, "service").tagName).toBe("SELECT");
    for (const [name, value] of Object.entries(preselected)) expect(control(form, name).value, name).toBe(value);
    expect((control(form, "email") as HTMLInputElement).type).toBe("email");
    expect(control(form, "phone").getAttribute("pattern")).not.toBeNull();
  });

  it("keeps what was typed before its script ran, and sends it once taken over", async () => {
    const Page = formPage(Form, path);
    container.innerHTML = renderToString(<Page />);
    const form = container.querySelector<HTMLFormElement>(`form[aria-label="${label}"]`)!;
    typeNatively(form, typed);

    await act(async () => {
      root = hydrateRoot(container, <Page />);
    });
    const hydrated = container.querySelector<HTMLFormElement>(`form[aria-label="${label}"]`)!;
    expect(hydrated).toBe(form);
    expect(hydrated.noValidate).toBe(true);
    for (const [name, value] of Object.entries(typed)) {
      if (label === "Contact form" && name === "service") {
        // Enhanced into the list box, which shows the choice made in the native select.
        expect(container.querySelector('button[aria-haspopup="listbox"]')?.textContent).toBe(value);
      } else {
        expect(control(hydrated, name).value, name).toBe(value);
      }
    }

    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
    vi.spyOn(performance, "now").mockReturnValue(6543.2);
    await act(async () => {
      hydrated.requestSubmit();
    });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const payload = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as { body: string; elapsedMs: number };
    expect(payload.body).toContain(`Name: ${typed.name}`);
    expect(payload.body).toContain("Message: Before the script ran.");
    // The fill time counts from the page's start, not from when the script ran.
    expect(payload.elapsedMs).toBe(6543);
  });
});
