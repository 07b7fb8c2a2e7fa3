// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { site } from "../../../shared/site";
import {
  ContactFormWithServices,
  fieldChecks,
  jsonResponse as json,
  renderFormPage,
  setUpFormTests,
} from "./form-test-utils";

const { fetchMock, toast, navigate, expectThankYouPage } = setUpFormTests();
const renderForm = () => renderFormPage(ContactFormWithServices);

// The service is a button that opens a list; the fields checked here are the text ones.
const field = (name: string) => screen.getByLabelText(name, { selector: "input, textarea" });
const { expectError, expectNoError } = fieldChecks(field);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Name"), "Jane Chan");
  await user.type(field("Email"), "jane@example.com");
  await user.type(field("Phone"), "+85251234567");
  await user.type(field("Subject"), "A new shop");
  await user.click(screen.getByRole("button", { name: /^Service/ }));
  await user.click(screen.getByRole("option", { name: "Data Science" }));
  await user.type(field("Message"), "Hello there");
}

describe("ContactForm", () => {
  it("is a labelled form with visible labels, one submit button and a hidden honeypot", () => {
    renderForm();
    const form = screen.getByRole("form", { name: "Contact form" });
    expect(form).toHaveAttribute("novalidate");
    for (const name of ["Name", "Email", "Phone", "Subject", "Message"]) expect(field(name)).toBeVisible();
    expect(screen.getByRole("button", { name: "Service Web Development" })).toBeVisible();
    expect(form.querySelectorAll('[type="submit"]')).toHaveLength(1);
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: /leave this field/i })).not.toBeInTheDocument();
  });

  it("shows a message as soon as a typed field is cleared, before any blur", async () => {
    const user = renderForm();
    await user.type(field("Name"), "J");
    expectNoError("Name");
    await user.clear(field("Name"));
    expect(field("Name")).toHaveFocus();
    expectError("Name", "Full name is required");
    await user.type(field("Name"), "Jane");
    expectNoError("Name");
  });

  it("shows the required message when an empty field loses focus", async () => {
    const user = renderForm();
    await user.click(field("Email"));
    expectNoError("Email");
    await user.tab();
    expectError("Email", "Email is required");
  });

  it("checks email and phone while typing", async () => {
    const user = renderForm();
    await user.type(field("Email"), "jane@");
    expectError("Email", "Entered email is invalid");
    await user.type(field("Email"), "example.com");
    expectNoError("Email");

    await user.type(field("Phone"), "12345");
    expectError("Phone", "Entered phone number is invalid");
    await user.type(field("Phone"), "67890");
    expectNoError("Phone");
  });

  it("treats a whitespace-only subject or message as empty", async () => {
    const user = renderForm();
    await user.type(field("Subject"), "   ");
    expectError("Subject", "Subject is required");
    await user.type(field("Message"), "  ");
    expectError("Message", "Message is required");
  });

  it("shows every message on an empty submit, focuses the first one and sends nothing", async () => {
    const user = renderForm();
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expectError("Name", "Full name is required");
    expectError("Email", "Email is required");
    expectError("Phone", "Phone number is required");
    expectError("Subject", "Subject is required");
    expectError("Message", "Message is required");
    expect(field("Name")).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends once on a double submit, shows it is busy, then thanks, resets and navigates", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = renderForm();
    await fillValid(user);

    const submit = screen.getByRole("button", { name: "Send message" });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByRole("button", { name: /Sending/ })).toBeDisabled());
    const busy = screen.getByRole("button", { name: /Sending/ });
    expect(busy).toHaveAttribute("aria-busy", "true");
    expect(busy).toHaveTextContent("Sending…");
    await user.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/send-email");
    const payload = JSON.parse(String(init?.body));
    expect(payload).toMatchObject({
      to: site.email,
      name: site.senderLabel,
      subject: "A new shop",
      body: [
        "Name: Jane Chan",
        "Email: jane@example.com",
        "Phone: +852 5123 4567 (typed: +85251234567)",
        "Call: tel:+85251234567",
        "Service Needed: Data Science",
        "Message: Hello there",
      ].join("\n"),
      website: "",
      // The typed values, from which the site's relay composes the same e-mail (Reply-To: the typed address).
      enquiry: {
        kind: "contact",
        fields: {
          name: "Jane Chan",
          email: "jane@example.com",
          phone: "+85251234567",
          subject: "A new shop",
          service: "Data Science",
          message: "Hello there",
        },
      },
    });
    expect(typeof payload.enquiry.page).toBe("string");
    expect(payload.elapsedMs).toBeGreaterThanOrEqual(0);

    answer(json(200, { success: true }));
    await expectThankYouPage("Email sent successfully");
    expect(toast.error).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the form's own words for a failed delivery and keeps every value", async () => {
    fetchMock.mockResolvedValue(json(502, { error: "Bad gateway" }));
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "We could not deliver your message right now. Please try again in a few minutes or e-mail us directly.",
      ),
    );
    expect(toast.success).not.toHaveBeenCalled();
    expect(field("Name")).toHaveValue("Jane Chan");
    expect(field("Email")).toHaveValue("jane@example.com");
    expect(field("Phone")).toHaveValue("+85251234567");
    expect(field("Subject")).toHaveValue("A new shop");
    expect(field("Message")).toHaveValue("Hello there");
    expect(screen.getByRole("button", { name: "Service Data Science" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled();
    expect(navigate).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(json(200, { success: true }));
    await user.click(screen.getByRole("button", { name: "Send message" }));
    await expectThankYouPage("Email sent successfully");
  });

  it("shows the form's own message for a network failure, not the browser's, and keeps every value", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Send message" }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to send email. Please try again."));
    expect(toast.error).not.toHaveBeenCalledWith("Failed to fetch");
    expect(field("Name")).toHaveValue("Jane Chan");
    expect(field("Message")).toHaveValue("Hello there");
    expect(screen.getByRole("button", { name: "Service Data Science" })).toBeVisible();
  });
});
