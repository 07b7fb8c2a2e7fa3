import type { ComponentType } from "react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";

/** Renders a form at "/" with a /thank-you page to land on, as the forms' component tests need. */
export function renderFormWithThankYouPage(Form: ComponentType) {
  const Stub = createRoutesStub([
    { path: "/", Component: Form },
    { path: "/thank-you", Component: () => <h1>Thank you page</h1> },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return userEvent.setup();
}

/** A relay answer with a JSON body. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
