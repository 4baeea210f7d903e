import LegalPage, { LegalSection } from "./LegalPage";
import { DISCLAIMER_EFFECTIVE_DATE, LEGAL_CONTACT_EMAIL, PRODUCT_NAME } from "./legalInfo";

export default function Disclaimer() {
  return (
    <LegalPage
      title="Disclaimer"
      effectiveDate={DISCLAIMER_EFFECTIVE_DATE}
      summary={
        <p>
          <strong>In short:</strong> nothing in {PRODUCT_NAME} is financial advice. The in-game reward tokens have no
          monetary value and no gain is promised. Smart contracts, prices and tokens carry real risks, and the figures
          shown are estimates. Read this page before you swap, provide liquidity or migrate.
        </p>
      }
    >
      <LegalSection id="disclaimer-no-advice" title="1. No financial advice">
        <p>
          Nothing in the {PRODUCT_NAME} interface (the “Interface”), on this website or in any related communication is
          financial, investment, legal, tax or other professional advice, or a recommendation to swap, hold or
          provide liquidity for any token. Any decision you make is your own. If you need advice, consult a qualified
          professional.
        </p>
      </LegalSection>

      <LegalSection id="disclaimer-no-value" title="2. No monetary value, no promised gain">
        <ul>
          <li>The Interface is for in-game reward tokens only. No fiat money or external cryptocurrency is involved.</li>
          <li>
            The tokens have no monetary value. Rates shown in the Interface come only from player supply and demand in
            the pools and are not a price, valuation or offer by us or anyone else.
          </li>
          <li>
            {PRODUCT_NAME} is not a trading platform or financial exchange, and no gain, profit, return or yield is
            promised. Fees earned by liquidity providers are not a guaranteed income.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="disclaimer-risks" title="3. Risks">
        <h3>Smart contracts</h3>
        <p>
          Swaps and pools run on smart contracts that cannot be changed once deployed. They, the token contracts and the
          networks they run on may contain bugs or be attacked, and tokens deposited in them could be lost
          permanently. Audits, if any, do not remove this risk. Test networks and custom networks may be halted or
          reset, and their tokens may disappear.
        </p>
        <h3>Price impact</h3>
        <p>
          Each swap moves the pool’s price. The larger your trade compared with the pool, the worse your average rate.
          The Interface shows the estimated price impact, highlights it when it exceeds 2% and asks for extra
          confirmation for large impacts, but the estimate can change before your transaction is confirmed.
        </p>
        <h3>Slippage</h3>
        <p>
          Between the moment you submit a transaction and the moment it is confirmed, other trades can change the
          price. Your slippage tolerance (0.5% by default) sets how much worse than the quote you are willing to
          accept; if the price moves further, the transaction fails and you still pay the network fee. A high
          tolerance makes your transaction easier to exploit by others who see it before it is confirmed
          (front-running).
        </p>
        <h3>Impermanent loss for liquidity providers</h3>
        <p>
          When you provide liquidity, you deposit two tokens at the pool’s current ratio. If their relative price
          changes, the pool rebalances your share, and when you withdraw you may hold less value than if you had
          simply kept both tokens. This loss becomes permanent when you withdraw, and the 0.30% swap fees may not make
          up for it. Adding liquidity to a new or empty pool sets its starting price; a wrong ratio can be exploited at
          once.
        </p>
        <h3>V1 migration</h3>
        <p>
          Migrating legacy V1 liquidity withdraws it from the V1 exchange and deposits it in the V2 pool of the same
          token paired with the wrapped native currency, in a single transaction. If the V1 and V2 prices differ (the Interface warns when they differ by 5% or
          more), you may receive fewer tokens or a smaller pool share than expected. The migration only proceeds if
          at least 99.5% of the expected amounts are deposited; otherwise it fails, and you pay the network fee.
          Migration and removal of V1 liquidity cannot be undone.
        </p>
        <h3>Unusual tokens and networks</h3>
        <p>
          Some tokens charge a fee on each transfer, change balances on their own, or can be frozen by their issuer;
          swaps involving them can fail or return less than shown. Network fees, congestion and delays are outside our
          control.
        </p>
      </LegalSection>

      <LegalSection id="disclaimer-third-party" title="4. Third-party tokens and token lists">
        <p>
          Anyone can create a token with any name, symbol or logo, including copies of existing tokens. The Interface
          shows tokens from token lists maintained by third parties and lets you import any token by its address;
          an imported token shows a warning that you must acknowledge. Appearing in a list or in the Interface does
          not mean a token is genuine, safe, endorsed or audited. Always check the token’s contract address against a
          source you trust. We are not responsible for the content of third-party lists, websites, explorers or
          wallets linked from the Interface.
        </p>
      </LegalSection>

      <LegalSection id="disclaimer-accuracy" title="5. Accuracy of information">
        <p>
          Balances, prices, pool reserves, pool shares, minimum amounts received and other figures are read from the
          blockchain or token lists and calculated in your browser. They may be delayed, rounded (for example to a
          few significant digits) or wrong because of network problems or errors in third-party data. They are
          estimates, not guarantees. The amounts in the transaction your wallet asks you to sign, and what the smart
          contracts actually execute, are what count. We may change or correct information at any time without
          notice.
        </p>
      </LegalSection>

      <LegalSection id="disclaimer-responsibility" title="6. Your responsibility">
        <p>
          You use the Interface at your own risk and are solely responsible for your wallet, your transactions and
          their consequences. To the fullest extent permitted by law, we are not liable for any loss arising from
          your use of the Interface, as set out in our <a href="#/terms-of-services">Terms of Service</a>. How we
          handle information is described in our <a href="#/privacy-policy">Privacy Policy</a>.
        </p>
      </LegalSection>

      <LegalSection id="disclaimer-contact" title="7. Contact">
        <p>
          Questions about this Disclaimer can be sent to{" "}
          <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
