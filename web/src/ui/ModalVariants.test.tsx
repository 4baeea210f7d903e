// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/app/testing/renderWithProviders";
import { Modal, type ModalProps } from "./Modal";
import { DISMISS_DRAG_PX } from "./useDragToDismiss";

function Opener({ onClose, ...props }: Omit<ModalProps, "title" | "children">) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <Modal
          title="Select a token"
          {...props}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <input aria-label="search" autoFocus />
        </Modal>
      )}
    </>
  );
}

function openModal(props: Partial<ModalProps> = {}) {
  const onClose = vi.fn();
  renderWithProviders(<Opener onClose={onClose} {...props} />);
  const opener = screen.getByText("open");
  opener.focus();
  fireEvent.click(opener);
  return { onClose, opener, dialog: screen.getByRole("dialog") };
}

function drag(handle: HTMLElement, pointerType: string, distance: number) {
  fireEvent.pointerDown(handle, { pointerId: 7, pointerType, clientY: 300 });
  fireEvent.pointerMove(handle, { pointerId: 7, pointerType, clientY: 300 + distance });
  fireEvent.pointerUp(handle, { pointerId: 7, pointerType, clientY: 300 + distance });
}

describe("Modal variants", { timeout: 30_000 }, () => {
  afterEach(() => cleanup());

  it("with its own header it is named by aria-label; an autofocused field keeps the focus, which returns to the opener", () => {
    const { opener } = openModal({ header: <h2>Own title row</h2> });
    expect(screen.getByRole("dialog", { name: "Select a token" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("search"));
    act(() => void fireEvent.keyDown(document, { key: "Escape" }));
    expect(document.activeElement).toBe(opener);
  });

  it("with a null header (its views draw their own title rows) it draws no title row or × of its own", () => {
    openModal({ header: null });
    expect(screen.getByRole("dialog", { name: "Select a token" })).toBeTruthy();
    expect(screen.queryByText("Select a token")).toBeNull();
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });

  it("a dialog that must be answered ignores Escape, the backdrop and dragging", () => {
    const { onClose, dialog } = openModal({ dismissable: false });
    act(() => void fireEvent.keyDown(document, { key: "Escape" }));
    fireEvent.mouseDown(dialog.parentElement!);
    expect(screen.queryByTestId("modal-drag-handle")).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("on a phone, dragging the handle down far enough closes it; a short drag springs back", () => {
    const { onClose, dialog } = openModal();
    const handle = screen.getByTestId("modal-drag-handle");
    fireEvent.pointerDown(handle, { pointerId: 7, pointerType: "touch", clientY: 300 });
    fireEvent.pointerMove(handle, { pointerId: 7, pointerType: "touch", clientY: 340 });
    expect(dialog.style.transform).toBe("translateY(40px)");
    fireEvent.pointerUp(handle, { pointerId: 7, pointerType: "touch", clientY: 340 });
    expect(dialog.style.transform).toBe("");
    expect(onClose).not.toHaveBeenCalled();
    drag(handle, "touch", DISMISS_DRAG_PX + 10);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("a mouse drag or an upward drag does not close it", () => {
    const { onClose } = openModal();
    const handle = screen.getByTestId("modal-drag-handle");
    drag(handle, "mouse", DISMISS_DRAG_PX * 2);
    drag(handle, "touch", -DISMISS_DRAG_PX * 2);
    expect(onClose).not.toHaveBeenCalled();
  });
});
