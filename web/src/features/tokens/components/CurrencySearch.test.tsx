// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "@/app/store";
import { memoryStorage } from "@/base/storage/storage";
import { renderWithProviders } from "@/app/testing/renderWithProviders";
import { defaultListUrl, fetchTokenListFulfilled, fetchTokenListPending } from "../../lists";
import { makeList, makeToken } from "../../lists/testLists";
import { CurrencySearch } from "./CurrencySearch";

afterEach(cleanup);

function renderSearch(tokens = [makeToken(0, { symbol: "BARK", name: "Bark" }), makeToken(1, { symbol: "USDT", name: "Tether USD", decimals: 6 })]) {
  const store = makeStore(memoryStorage());
  const url = defaultListUrl(555555);
  store.dispatch(fetchTokenListPending({ url, requestId: "r" }));
  store.dispatch(fetchTokenListFulfilled({ url, requestId: "r", tokenList: makeList({ tokens }) }));
  const onCurrencySelect = vi.fn();
  renderWithProviders(
    <CurrencySearch
      chainId={555555}
      showCommonBases
      onCurrencySelect={onCurrencySelect}
      onImportToken={vi.fn()}
      onManageLists={vi.fn()}
      onDismiss={vi.fn()}
    />,
    { store, wallet: { chainId: 555555 } },
  );
  return { onCurrencySelect };
}

describe("CurrencySearch", () => {
  it("lists the native coin and the list's tokens sorted by symbol, and filters by typed words", () => {
    renderSearch();
    const symbols = () => screen.getAllByRole("option").map((row) => row.querySelector("[title]")?.textContent);
    expect(symbols()).toEqual(["PEN", "BARK", "USDT"]);
    fireEvent.change(screen.getByTestId("token-search-input"), { target: { value: "tether" } });
    expect(symbols()).toEqual(["USDT"]);
  });

  it("selects the native coin on Enter after its symbol", () => {
    const { onCurrencySelect } = renderSearch();
    const input = screen.getByTestId("token-search-input");
    fireEvent.change(input, { target: { value: "pen" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onCurrencySelect).toHaveBeenCalledWith(expect.objectContaining({ isNative: true, symbol: "PEN" }));
  });

  it("chooses a row with the arrow keys and Enter, the box pointing at it for screen readers", () => {
    const { onCurrencySelect } = renderSearch();
    const input = screen.getByRole("combobox");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowUp" });
    const active = document.getElementById(input.getAttribute("aria-activedescendant") ?? "");
    expect(active?.querySelector("[title]")?.textContent).toBe("BARK");
    expect(screen.getByRole("listbox").id).toBe(input.getAttribute("aria-controls"));
    // Its default is prevented: the key press must not go on to click the opener the focus returns to.
    const notPrevented = fireEvent.keyDown(input, { key: "Enter" });
    expect(notPrevented).toBe(false);
    expect(onCurrencySelect).toHaveBeenCalledWith(expect.objectContaining({ symbol: "BARK" }));
  });

  it("keeps the arrow keys' choice on its token when the rows re-sort under it", () => {
    const { onCurrencySelect } = renderSearch();
    const input = screen.getByRole("combobox");
    const symbols = () => screen.getAllByRole("option").map((row) => row.querySelector("[title]")?.textContent);
    const activeSymbol = () => document.getElementById(input.getAttribute("aria-activedescendant") ?? "")?.querySelector("[title]")?.textContent;
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "ArrowDown" });
    expect(activeSymbol()).toBe("BARK");
    // Another token takes the highlighted row's place (balances arriving re-sort the rows the same way).
    fireEvent.click(screen.getByTestId("token-sort-toggle"));
    expect(symbols()).toEqual(["PEN", "USDT", "BARK"]);
    expect(activeSymbol()).toBe("BARK");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onCurrencySelect).toHaveBeenCalledWith(expect.objectContaining({ symbol: "BARK" }));
    fireEvent.keyDown(input, { key: "ArrowUp" });
    expect(activeSymbol()).toBe("USDT");
  });

  it("normalises a typed address", () => {
    renderSearch();
    const input = screen.getByTestId("token-search-input") as HTMLInputElement;
    fireEvent.change(input, { target: { value: "0x6b175474e89094c44da98b954eedeac495271d0f" } });
    expect(input.value).toBe("0x6B175474E89094C44Da98b954EedeAC495271d0F");
  });

  it("renders only the rows in view of a long list (56 px rows, 200 px box)", () => {
    renderSearch(Array.from({ length: 1000 }, (_, i) => makeToken(i)));
    expect(screen.getByTestId("token-list").style.height).toBe("200px");
    expect(screen.getAllByRole("option").length).toBeLessThan(12);
  });

  it("renders a malicious list inertly: markup as text, javascript: logos dropped", () => {
    renderSearch([makeToken(0, { symbol: "EVIL", name: "<script>alert(1)</script>", logoURI: "javascript:alert(1)" })]);
    expect(screen.getByText("<script>alert(1)</script>")).toBeTruthy();
    expect(document.querySelector("script")).toBeNull();
    expect([...document.querySelectorAll("img")].some((img) => img.getAttribute("src")?.startsWith("javascript:"))).toBe(false);
    expect(screen.getAllByTestId("generic-token-icon").length).toBeGreaterThan(0);
  });
});
