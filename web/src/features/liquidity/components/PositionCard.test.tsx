// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/app/testing/renderWithProviders";
import { CurrencyAmount, Token } from "@/sdk";
import { poolShareOf } from "../logic/poolShare";
import { PositionCardView, type PositionCardViewProps } from "./PositionCard";

afterEach(cleanup);

const BARK = new Token(555555, "0x5FbDB2315678afecb367f032d93F642f64180aa3", 18, "BARK", "Bark");
const WPEN = new Token(555555, "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512", 18, "WPEN", "Wrapped PEN");
const LP = new Token(555555, "0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0", 18, "PEN-V2", "PenSwap V2");
const ether = (value: string) => BigInt(value) * 10n ** 18n;

function show(props: Partial<PositionCardViewProps> = {}) {
  renderWithProviders(
    <PositionCardView
      symbol0="BARK"
      symbol1="PEN"
      pooled0={CurrencyAmount.fromRawAmount(BARK, ether("10"))}
      pooled1={CurrencyAmount.fromRawAmount(WPEN, ether("2"))}
      poolTokens={CurrencyAmount.fromRawAmount(LP, ether("4"))}
      share={poolShareOf(ether("4"), ether("16"))}
      {...props}
    />,
    { route: "/pool" },
  );
  return screen.getByTestId("position-card");
}

describe("PositionCardView", () => {
  it("shows the pair, both pooled amounts, the pool tokens and the share, with Add and Remove linked", () => {
    const card = show({ addTo: "/add/0xBARK/PEN", removeTo: "/remove/0xBARK/PEN" });
    expect(card.getAttribute("data-pair")).toBe("BARK/PEN");
    expect(within(card).getByText("Pooled BARK:")).toBeTruthy();
    expect(screen.getByTestId("pooled-0").textContent).toBe("10");
    expect(screen.getByTestId("pooled-1").textContent).toBe("2");
    expect(screen.getByTestId("pool-tokens").textContent).toBe("4");
    expect(screen.getByTestId("pool-share").textContent).toBe("25.00%");
    expect(screen.getByTestId("position-add").getAttribute("href")).toBe("/add/0xBARK/PEN");
    expect(screen.getByTestId("position-remove").getAttribute("href")).toBe("/remove/0xBARK/PEN");
  });

  it("a share below 0.01% says so instead of rounding to zero", () => {
    show({ share: poolShareOf(1n, ether("1000000")) });
    expect(screen.getByTestId("pool-share").textContent).toBe("<0.01%");
  });

  it("without a pool share (no supply read yet) and without amounts shows dashes", () => {
    show({ share: undefined, pooled0: undefined, pooled1: undefined, poolTokens: undefined });
    for (const id of ["pooled-0", "pooled-1", "pool-tokens", "pool-share"]) expect(screen.getByTestId(id).textContent).toBe("-");
  });

  it("a zero balance shows zero amounts and no share", () => {
    show({
      pooled0: CurrencyAmount.fromRawAmount(BARK, 0n),
      pooled1: CurrencyAmount.fromRawAmount(WPEN, 0n),
      poolTokens: CurrencyAmount.fromRawAmount(LP, 0n),
      share: poolShareOf(0n, ether("16")),
    });
    expect(screen.getByTestId("pooled-0").textContent).toBe("0");
    expect(screen.getByTestId("pool-tokens").textContent).toBe("0");
    expect(screen.getByTestId("pool-share").textContent).toBe("<0.01%");
  });

  it("without links (a migration preview) shows no buttons; extra lines go under the amounts", () => {
    const card = show({ extra: <div data-testid="position-extra">fees</div> });
    expect(within(card).queryByTestId("position-add")).toBeNull();
    expect(within(card).queryByTestId("position-remove")).toBeNull();
    expect(within(card).getByTestId("position-extra")).toBeTruthy();
  });
});
