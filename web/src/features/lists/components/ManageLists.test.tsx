// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "@/app/store";
import { memoryStorage } from "@/base/storage/storage";
import { addPopup } from "../../popups";
import { renderWithProviders } from "@/app/testing/renderWithProviders";
import { defaultListUrl } from "../defaultLists";
import { fetchTokenListFulfilled, fetchTokenListPending } from "../listsSlice";
import { makeList, makeToken } from "../testLists";
import { ListUpdatePopup } from "./ListUpdatePopup";
import { ManageLists } from "./ManageLists";

function stubFetch(routes: Record<string, unknown>) {
  vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
    const url = String(input);
    if (!(url in routes)) throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(routes[url]));
  });
}

beforeEach(() => vi.spyOn(console, "debug").mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ManageLists", () => {
  it("enables Add only for https/http/ipfs/ipns URLs or names ending in eth", () => {
    renderWithProviders(<ManageLists chainId={555555} onBack={() => undefined} />);
    const input = screen.getByTestId("list-add-input");
    const add = screen.getByTestId("list-add-button") as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    for (const [value, enabled] of [["ftp://x", false], ["https://lists.example/a.json", true], ["lists.pen.eth", true], ["lists.pen", false], ["ipfs://Qm", true]] as const) {
      fireEvent.change(input, { target: { value } });
      expect(add.disabled).toBe(!enabled);
    }
  });

  it("adds a list with Enter and shows its name and version", async () => {
    stubFetch({ "https://lists.example/a.json": makeList({ name: "Example", version: { major: 2, minor: 3, patch: 4 } }) });
    const { store } = renderWithProviders(<ManageLists chainId={555555} onBack={() => undefined} />);
    const input = screen.getByTestId("list-add-input");
    fireEvent.change(input, { target: { value: "https://lists.example/a.json" } });
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(store.getState().lists.byUrl["https://lists.example/a.json"]?.current?.name).toBe("Example"));
    expect(await screen.findByText("Example")).toBeTruthy();
    expect(screen.getByText(/^v2\.3\.4 · 2 tokens$/)).toBeTruthy();
  });

  it("shows the failure under the input and removes the entry", async () => {
    stubFetch({});
    const { store } = renderWithProviders(<ManageLists chainId={555555} onBack={() => undefined} />);
    fireEvent.change(screen.getByTestId("list-add-input"), { target: { value: "https://down.example/list.json" } });
    fireEvent.click(screen.getByTestId("list-add-button"));
    expect((await screen.findByTestId("list-add-error")).textContent).toBe("Failed to download list https://down.example/list.json");
    expect(store.getState().lists.byUrl["https://down.example/list.json"]).toBeUndefined();
  });

  it("removes a list only after REMOVE is typed, and never the only list", async () => {
    stubFetch({ "https://lists.example/a.json": makeList() });
    const { store } = renderWithProviders(<ManageLists chainId={555555} onBack={() => undefined} />);
    fireEvent.change(screen.getByTestId("list-add-input"), { target: { value: "https://lists.example/a.json" } });
    fireEvent.click(screen.getByTestId("list-add-button"));
    await screen.findByText("Test List");
    const prompt = vi.spyOn(window, "prompt").mockReturnValueOnce("remove").mockReturnValueOnce("REMOVE");
    const removeButton = screen.getByLabelText("Remove https://lists.example/a.json");
    fireEvent.click(removeButton);
    expect(store.getState().lists.byUrl["https://lists.example/a.json"]).toBeDefined();
    fireEvent.click(removeButton);
    expect(store.getState().lists.byUrl["https://lists.example/a.json"]).toBeUndefined();
    expect(prompt).toHaveBeenCalledWith("Please confirm you would like to remove this list by typing REMOVE");
    // Only the chain's default list is left: its Remove is disabled.
    expect((screen.getByLabelText(`Remove ${defaultListUrl(555555)}`) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("ListUpdatePopup", () => {
  it("applies a major update on 'Accept update' and closes the popup", () => {
    const url = "https://lists.example/a.json";
    const v1 = makeList();
    const v2 = makeList({ version: { major: 2, minor: 0, patch: 0 }, tokens: [makeToken(0), makeToken(5, { symbol: "NEW" })] });
    const store = makeStore(memoryStorage());
    store.dispatch(fetchTokenListPending({ url, requestId: "a" }));
    store.dispatch(fetchTokenListFulfilled({ url, requestId: "a", tokenList: v1 }));
    store.dispatch(fetchTokenListPending({ url, requestId: "b" }));
    store.dispatch(fetchTokenListFulfilled({ url, requestId: "b", tokenList: v2 }));
    const content = { kind: "listUpdate" as const, listUrl: url, oldList: v1, newList: v2, auto: false };
    store.dispatch(addPopup({ key: "k", content, removeAfterMs: null }));
    renderWithProviders(<ListUpdatePopup content={content} popKey="k" />, { store });
    expect(screen.getByText(/Added: NEW/)).toBeTruthy();
    expect(screen.getByText(/Removed: TK1/)).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByText("Accept update"));
    });
    expect(store.getState().lists.byUrl[url].current).toEqual(v2);
    expect(store.getState().popups.list).toEqual([]);
  });
});
