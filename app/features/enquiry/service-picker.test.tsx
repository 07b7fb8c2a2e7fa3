// @vitest-environment jsdom
import { useState } from "react";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ServicePicker } from "./service-picker";
import { serviceTitles as contactServiceTitles } from "./form-test-utils";

afterEach(cleanup);

function Harness({ onBlur = () => {} }: { onBlur?: () => void }) {
  const [value, setValue] = useState(contactServiceTitles[0] ?? "");
  return (
    <>
      <input aria-label="Previous field" />
      <ServicePicker
        id="svc"
        label="Service"
        options={contactServiceTitles}
        value={value}
        onChange={setValue}
        onBlur={onBlur}
      />
      <p>Outside</p>
      <input aria-label="Next field" />
    </>
  );
}

const picker = () => screen.getByRole("button", { name: /^Service/ });
const activeOption = () => {
  const id = screen.getByRole("listbox").getAttribute("aria-activedescendant");
  return id ? document.getElementById(id)?.textContent : null;
};

describe("ServicePicker", () => {
  it("is a button named by its visible label and the current choice", () => {
    render(<Harness />);
    expect(screen.getByText("Service", { selector: "label" })).toBeVisible();
    expect(picker()).toHaveAccessibleName("Service Web Development");
    expect(picker()).toHaveAttribute("aria-haspopup", "listbox");
    expect(picker()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("opens on click with the 12 titles, the current one selected, and closes on choosing", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(picker());
    const listbox = screen.getByRole("listbox", { name: "Service" });
    expect(picker()).toHaveAttribute("aria-expanded", "true");
    expect(picker()).toHaveAttribute("aria-controls", listbox.id);
    const options = screen.getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(contactServiceTitles);
    expect(screen.getByRole("option", { name: "Web Development" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("option", { name: "Data Science" })).toHaveAttribute("aria-selected", "false");
    expect(listbox).toHaveFocus();

    await user.click(screen.getByRole("option", { name: "Data Science" }));
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(picker()).toHaveAccessibleName("Service Data Science");
    expect(picker()).toHaveFocus();

    await user.click(picker());
    expect(screen.getByRole("option", { name: "Data Science" })).toHaveAttribute("aria-selected", "true");
    await user.click(picker());
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("closes on a click outside and keeps the choice", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(picker());
    await user.click(screen.getByText("Outside"));
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(picker()).toHaveAccessibleName("Service Web Development");
  });

  it("moves with ArrowDown, ArrowUp, Home and End and chooses with Enter", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    picker().focus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("listbox")).toHaveFocus();
    expect(activeOption()).toBe("Web Development");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(activeOption()).toBe("UI/UX Design");
    await user.keyboard("{ArrowUp}");
    expect(activeOption()).toBe("App Development");
    await user.keyboard("{End}");
    expect(activeOption()).toBe("Cloud Migration");
    await user.keyboard("{ArrowDown}");
    expect(activeOption()).toBe("Cloud Migration");
    await user.keyboard("{Home}");
    expect(activeOption()).toBe("Web Development");
    await user.keyboard("{ArrowUp}");
    expect(activeOption()).toBe("Web Development");
    await user.keyboard("{ArrowDown}{Enter}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(picker()).toHaveAccessibleName("Service App Development");
    expect(picker()).toHaveFocus();
  });

  it("opens with Enter, chooses with Space, and starts from the current choice", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    picker().focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("listbox")).toHaveFocus();
    await user.keyboard("{End}{ArrowUp} ");
    expect(picker()).toHaveAccessibleName("Service Natural Language Processing");
    await user.keyboard(" ");
    expect(activeOption()).toBe("Natural Language Processing");
  });

  it("jumps to the next option starting with a typed letter", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    picker().focus();
    await user.keyboard("{ArrowDown}c");
    expect(activeOption()).toBe("Cloud Computing");
    await user.keyboard("c");
    expect(activeOption()).toBe("Cloud Migration");
  });

  it("closes on Escape without choosing and gives focus back to the button", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(picker());
    await user.keyboard("{ArrowDown}{ArrowDown}{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(picker()).toHaveFocus();
    expect(picker()).toHaveAccessibleName("Service Web Development");
  });

  it("closes when focus leaves it and reports the blur once", async () => {
    const onBlur = vi.fn();
    const user = userEvent.setup();
    render(<Harness onBlur={onBlur} />);
    await user.click(picker());
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Next field" })).toHaveFocus();
    expect(onBlur).toHaveBeenCalledTimes(1);

    await user.click(picker());
    await user.tab({ shift: true });
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Previous field" })).toHaveFocus();
  });
});
