// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/app/testing/renderWithProviders";
import { Modal } from "./Modal";

function Opener({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <Modal title="Settings" onClose={close}>
          <button type="button">first</button>
          <button type="button">last</button>
        </Modal>
      )}
    </>
  );
}

function openModal(onClose?: () => void) {
  renderWithProviders(<Opener onClose={onClose} />);
  const opener = screen.getByText("open");
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole("dialog") };
}

// Rendering with styled-components under a loaded CI machine can take seconds: no tight per-test limit.
describe("Modal", { timeout: 30_000 }, () => {
  afterEach(() => cleanup());

  it("is a modal dialog named by its title and takes the focus", () => {
    const { dialog } = openModal();
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(screen.getByRole("dialog", { name: "Settings" })).toBe(dialog);
    expect(document.activeElement).toBe(dialog);
  });

  it("Escape closes it and the focus returns to the opener", () => {
    const onClose = vi.fn();
    const { opener } = openModal(onClose);
    act(() => void fireEvent.keyDown(document, { key: "Escape" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("the × and a press on the backdrop close it; a press inside does not", () => {
    const onClose = vi.fn();
    const { dialog } = openModal(onClose);
    fireEvent.mouseDown(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialog.parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByText("open"));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("Tab and Shift+Tab stay inside", () => {
    const { dialog } = openModal();
    const close = screen.getByRole("button", { name: "Close" });
    const last = screen.getByText("last");
    last.focus();
    fireEvent.keyDown(dialog, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it("locks the page's scrolling while open and restores it after", () => {
    document.body.style.overflow = "auto";
    openModal();
    expect(document.body.style.overflow).toBe("hidden");
    act(() => void fireEvent.keyDown(document, { key: "Escape" }));
    expect(document.body.style.overflow).toBe("auto");
  });
});
