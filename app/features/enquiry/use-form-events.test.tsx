// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FORM_EVENT_PATH } from "../../../shared/endpoints";
import { RequirementForm } from "./requirement-form";
import { formPage, setUpFormTests } from "./form-test-utils";

setUpFormTests();
const sendBeacon = vi.fn<(url: string, body: URLSearchParams) => boolean>(() => true);
beforeEach(() => {
  sendBeacon.mockClear();
  vi.stubGlobal("navigator", Object.assign(Object.create(navigator) as Navigator, { sendBeacon }));
});

/** What each beacon said, as [name, value] pairs. */
const beacons = () =>
  sendBeacon.mock.calls.map(([url, body]) => {
    expect(url).toBe(FORM_EVENT_PATH);
    return [...body];
  });

const field = (name: string) => screen.getByLabelText(name);

describe("the form's beacon", () => {
  it("says the form started at the first input, once, and each message shown once per field, never a typed value", async () => {
    const Page = formPage(RequirementForm, "/web-development");
    render(<Page />);
    const user = userEvent.setup();
    expect(beacons()).toEqual([]);

    await user.type(field("Phone"), "12345");
    await user.type(field("Name"), "Zephyrine");
    // Leaving the phone showed its message.
    await waitFor(() => expect(beacons()).toHaveLength(2));
    expect(beacons()).toEqual([
      [
        ["form", "requirement"],
        ["language", "en"],
        ["event", "started"],
      ],
      [
        ["form", "requirement"],
        ["language", "en"],
        ["event", "refused"],
        ["field", "phone"],
        ["message", "Phone number must be 10 or 12 digits long"],
      ],
    ]);

    await user.click(screen.getByRole("button", { name: "Send requirement" }));
    await waitFor(() => expect(beacons()).toHaveLength(3));
    expect(beacons()[2]).toEqual([
      ["form", "requirement"],
      ["language", "en"],
      ["event", "refused"],
      ["field", "email"],
      ["message", "Email is required"],
      ["field", "service"],
      ["message", "Service is required"],
      ["field", "budget"],
      ["message", "Budget is required"],
      ["field", "message"],
      ["message", "Message is required"],
    ]);

    // The same messages again: nothing more. A new message of a field: that one only.
    await user.click(screen.getByRole("button", { name: "Send requirement" }));
    await user.type(field("Email"), "not-an-address");
    await user.tab();
    await waitFor(() => expect(beacons()).toHaveLength(4));
    expect(beacons()[3]).toEqual([
      ["form", "requirement"],
      ["language", "en"],
      ["event", "refused"],
      ["field", "email"],
      ["message", "Invalid email address"],
    ]);
    const sent = JSON.stringify(beacons());
    for (const typed of ["12345", "Zephyrine", "not-an-address"]) expect(sent).not.toContain(typed);
  });
});
