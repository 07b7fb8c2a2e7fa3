// @vitest-environment jsdom
import { messagesFor } from "../../../shared/i18n/messages";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { site } from "../../../shared/site";
import { RequirementForm } from "./requirement-form";
import { fieldChecks, jsonResponse as json, renderFormPage, setUpFormTests } from "./form-test-utils";

/** The English words in code, as the forms show them. */
const english = messagesFor("en");

const { fetchMock, toast, navigate, expectThankYouPage } = setUpFormTests();
const renderForm = () => renderFormPage(RequirementForm);

const field = (name: string) => screen.getByLabelText(name);
const { expectError, expectNoError } = fieldChecks(field);
const submitButton = () => screen.getByRole("button", { name: "Send requirement" });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field("Name"), "Sam Wong");
  await user.type(field("Email"), "sam@example.com");
  await user.type(field("Phone"), "123456789012");
  await user.selectOptions(field("Service"), "Mobile App Development");
  await user.selectOptions(field("Budget"), "Still evaluating");
  await user.type(field("Message"), "An app for our drivers");
}

describe("RequirementForm", () => {
  it("is a labelled form with native selects of readable options and one submit button", () => {
    renderForm();
    const form = screen.getByRole("form", { name: "Requirement form" });
    expect(form).toHaveAttribute("novalidate");
    expect(screen.getByRole("combobox", { name: "Service" })).toHaveValue("");
    expect(screen.getByRole("option", { name: "AI & Machine Learning" })).toHaveValue("ai-ml");
    expect(screen.getByRole("option", { name: "Still evaluating" })).toHaveValue("undecided");
    expect(screen.getByRole("option", { name: english.option_budget_large })).toHaveValue("5000+");
    expect(form.querySelectorAll('[type="submit"]')).toHaveLength(1);
    expect(form.querySelector('input[name="website"]')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("waits for the blur: nothing while typing, the message once the field is left", async () => {
    const user = renderForm();
    await user.type(field("Phone"), "abc");
    expectNoError("Phone");
    await user.tab();
    expectError("Phone", "Phone number must contain only numbers");

    await user.clear(field("Phone"));
    await user.type(field("Phone"), "12345678901");
    expectError("Phone", "Phone number must contain only numbers");
    await user.tab();
    expectError("Phone", "Phone number must be 10 or 12 digits long");

    await user.clear(field("Phone"));
    await user.type(field("Phone"), "1234567890");
    await user.tab();
    expectNoError("Phone");
  });

  it("shows the required message when an empty field is left", async () => {
    const user = renderForm();
    await user.click(field("Name"));
    await user.tab();
    expectError("Name", "Name is required");
    expectNoError("Email");
    await user.tab();
    expectError("Email", "Email is required");
    await user.type(field("Email"), "sam@");
    await user.tab();
    expectError("Email", "Invalid email address");
  });

  it("shows all six messages on an empty submit and sends nothing", async () => {
    const user = renderForm();
    await user.click(submitButton());
    expectError("Name", "Name is required");
    expectError("Email", "Email is required");
    expectError("Phone", "Phone number is required");
    expectError("Service", "Service is required");
    expectError("Budget", "Budget is required");
    expectError("Message", "Message is required");
    expect(field("Name")).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("after a submit, still re-checks on blur rather than on every key", async () => {
    const user = renderForm();
    await user.click(submitButton());
    await user.type(field("Name"), "Sam");
    expectError("Name", "Name is required");
    await user.tab();
    expectNoError("Name");
  });

  it("sends once on a double submit with the requirement subject and readable labels, then thanks and navigates", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = renderForm();
    await fillValid(user);

    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByRole("button", { name: /Sending/ })).toBeDisabled());
    expect(screen.getByRole("button", { name: /Sending/ })).toHaveAttribute("aria-busy", "true");
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const payload = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
    expect(payload).toMatchObject({
      to: site.email,
      name: site.senderLabel,
      subject: "New Requirement from Sam Wong",
      body: [
        "Name: Sam Wong",
        "Email: sam@example.com",
        "Phone: 123456789012",
        "Service Needed: Mobile App Development",
        "Budget: Still evaluating",
        "Message: An app for our drivers",
      ].join("\n"),
      website: "",
      enquiry: {
        kind: "requirement",
        fields: {
          name: "Sam Wong",
          email: "sam@example.com",
          phone: "123456789012",
          service: "mobile-development",
          budget: "undecided",
          message: "An app for our drivers",
        },
      },
    });

    answer(json(200, { success: true }));
    await expectThankYouPage("Email sent successfully!");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows its own message on a network failure and keeps every value", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const user = renderForm();
    await fillValid(user);
    await user.click(submitButton());

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Failed to send email. Please try again."));
    expect(field("Name")).toHaveValue("Sam Wong");
    expect(field("Email")).toHaveValue("sam@example.com");
    expect(field("Phone")).toHaveValue("123456789012");
    expect(field("Service")).toHaveValue("mobile-development");
    expect(field("Budget")).toHaveValue("undecided");
    expect(field("Message")).toHaveValue("An app for our drivers");
    expect(submitButton()).toBeEnabled();
  });

  it("shows the form's own words for too many messages and keeps every value", async () => {
    fetchMock.mockResolvedValue(json(429, { error: "Too many requests" }));
    const user = renderForm();
    await fillValid(user);
    await user.click(submitButton());

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        "Too many messages have been sent from your connection just now. Please wait a few minutes and try again, or e-mail us directly.",
      ),
    );
    expect(field("Name")).toHaveValue("Sam Wong");
    expect(field("Budget")).toHaveValue("undecided");
    expect(navigate).not.toHaveBeenCalled();
  });
});
