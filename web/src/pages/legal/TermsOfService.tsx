import LegalPage, { LegalSection } from "./LegalPage";
import {
  ARBITRATION_SEAT,
  GOVERNING_LAW,
  LEGAL_CONTACT_EMAIL,
  PRODUCT_NAME,
  SUPPORTED_NETWORKS,
  TERMS_EFFECTIVE_DATE,
} from "./legalInfo";

export default function TermsOfService() {
  return (
    <LegalPage
      title="Terms of Service"
      effectiveDate={TERMS_EFFECTIVE_DATE}
      summary={
        <p>
          <strong>In short:</strong> {PRODUCT_NAME} is for registered players with verified access who want to exchange
          tokens earned in-game. It uses no fiat money and no external cryptocurrency. It is not a trading platform or
          financial exchange, the tokens have no monetary value, and no gain is promised. You keep control of your
          wallet and are responsible for what you sign. These terms are governed by the laws of {GOVERNING_LAW}, and
          disputes go to mediation first and then to binding arbitration.
        </p>
      }
    >
      <LegalSection id="terms-acceptance" title="1. Agreement to these terms">
        <p>
          These Terms of Service (the “Terms”) are an agreement between you and the operator of {PRODUCT_NAME} (“we”,
          “us”, “our”). They govern your access to and use of the {PRODUCT_NAME} web interface (the “Interface”). By
          opening the Interface, connecting a wallet or submitting a transaction through it, you accept these Terms,
          our <a href="#/privacy-policy">Privacy Policy</a> and our <a href="#/disclaimer">Disclaimer</a>. If you do
          not accept them, do not use the Interface.
        </p>
      </LegalSection>

      <LegalSection id="terms-eligibility" title="2. Eligibility">
        <p>You may use the Interface only if all of the following are true:</p>
        <ul>
          <li>
            you are a registered player of the game ecosystem that issues the reward tokens, with verified access to
            your player account;
          </li>
          <li>you are at least 18 years old and of the age of majority where you live;</li>
          <li>
            you are not a person or entity subject to sanctions, and you are not located in, or a resident of, a
            country or territory where using the Interface is prohibited or restricted;
          </li>
          <li>your use of the Interface does not break any law or regulation that applies to you.</li>
        </ul>
        <p>
          We may refuse, limit or stop access to the Interface for anyone who does not meet these conditions.
        </p>
      </LegalSection>

      <LegalSection id="terms-service" title="3. What the Interface is, and what it is not">
        <p>
          The Interface is a software front end that lets you read data from, and prepare transactions for,
          automated-market-maker smart contracts (“Protocol Contracts”) on these networks:
        </p>
        <ul>
          {SUPPORTED_NETWORKS.map((network) => (
            <li key={network}>{network}</li>
          ))}
        </ul>
        <p>Through it you can swap tokens, add and remove liquidity, find pools and migrate or remove V1 liquidity.</p>
        <h3>In-game reward tokens only</h3>
        <ul>
          <li>The Interface is intended only for tokens earned in-game.</li>
          <li>No fiat currency (government-issued money) is accepted, paid out or involved.</li>
          <li>No external cryptocurrency is offered, bought or sold through the Interface.</li>
          <li>
            The exchange rate of any token is set only by the supply and demand of players in the liquidity pools. We
            do not set, guarantee or support any price.
          </li>
        </ul>
        <h3>Not a trading platform</h3>
        <ul>
          <li>
            {PRODUCT_NAME} is not a trading platform, financial exchange, broker, dealer, bank, payment service or
            investment adviser, and it does not offer any financial product or security.
          </li>
          <li>The tokens have no monetary value and cannot be redeemed with us for money or anything else.</li>
          <li>
            No gain, profit, return or yield is promised or implied by us or by any feature of the Interface.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-non-custodial" title="4. Your wallet and your responsibility">
        <p>
          The Interface is non-custodial. We never hold your tokens, never have access to your private keys or seed
          phrase, and cannot move, freeze, recover or reverse anything in your wallet. Every transaction is created
          by you and signed in your own wallet.
        </p>
        <ul>
          <li>You alone are responsible for keeping your wallet, private keys and seed phrase safe.</li>
          <li>
            You are responsible for checking every transaction before you sign it, including the tokens, amounts,
            recipient address, network, slippage tolerance and deadline.
          </li>
          <li>
            Confirmed blockchain transactions are final. We cannot cancel, refund or correct a transaction, including
            one sent to a wrong address or on a wrong network.
          </li>
          <li>
            You are responsible for any taxes or reports that may apply to your activity.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-fees" title="5. Fees">
        <p>
          We do not charge any fee for using the Interface. Each swap pays a 0.30% fee, which the Protocol Contracts
          keep in the pool for its liquidity providers. Every transaction also costs a network (gas) fee, paid in the
          network’s native currency (PEN, PC, OAS or ETH) to the network, not to us. Gas fees are charged even when a
          transaction fails.
        </p>
      </LegalSection>

      <LegalSection id="terms-risks" title="6. Risks you accept">
        <p>
          Using blockchain software carries risk. By using the Interface you confirm that you understand and accept
          the risks described in our <a href="#/disclaimer">Disclaimer</a>, including:
        </p>
        <ul>
          <li>
            <strong>Smart-contract risk:</strong> the Protocol Contracts and token contracts may contain bugs or be
            exploited, and they cannot be changed once deployed. Tokens in them could be lost.
          </li>
          <li>
            <strong>Market risk:</strong> prices move; large trades have price impact; slippage may cause a transaction
            to execute at a worse rate or to fail; liquidity providers may suffer impermanent loss.
          </li>
          <li>
            <strong>Network risk:</strong> networks may be congested, halted, forked or reset, especially test networks,
            and transactions may be delayed, reordered or fail.
          </li>
          <li>
            <strong>Token risk:</strong> anyone can create a token, including one that copies the name or symbol of
            another, or one with unusual behaviour such as a fee on transfer.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-third-party" title="7. Third-party tokens, lists and services">
        <p>
          The Interface shows tokens from token lists published by third parties and lets you import any token by its
          address. Showing a token or a list is not an endorsement, and we do not check that a token is genuine, safe
          or legitimate. The Interface also relies on wallets, network nodes, IPFS gateways, block explorers and
          analytics services run by others. We are not responsible for them, and your use of them is governed by
          their own terms.
        </p>
      </LegalSection>

      <LegalSection id="terms-prohibited" title="8. Prohibited uses">
        <p>You agree not to use the Interface to:</p>
        <ul>
          <li>break any law, regulation, sanction or the rules of the game ecosystem;</li>
          <li>
            trade tokens that were not earned in-game, or offer, buy or sell tokens for fiat money or external
            cryptocurrency through or in connection with the Interface;
          </li>
          <li>
            manipulate prices or markets, including wash trading, spoofing, or front-running other users’
            transactions;
          </li>
          <li>launder money, finance terrorism, evade sanctions or hide the proceeds of crime;</li>
          <li>
            defraud or mislead others, including by creating or promoting tokens that imitate other tokens;
          </li>
          <li>
            attack, overload, reverse-engineer for malicious purposes, or interfere with the Interface, the Protocol
            Contracts or the networks, or introduce malware;
          </li>
          <li>
            use bots or automated means against the Interface in a way that harms other users or its availability;
          </li>
          <li>infringe anyone’s intellectual property or privacy rights.</li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-ip" title="9. Intellectual property">
        <p>
          The {PRODUCT_NAME} name, logo and the content we wrote for the Interface belong to us or our licensors. Parts
          of the Interface and the Protocol Contracts are built on open-source software, which remains under its own
          licences; nothing in these Terms limits the rights those licences give you.
        </p>
      </LegalSection>

      <LegalSection id="terms-availability" title="10. Changes to the Interface and availability">
        <p>
          We may change, suspend or discontinue all or part of the Interface at any time, without notice, for example
          to fix problems, add or remove networks or tokens, or comply with the law. The Interface may be unavailable
          from time to time. The Protocol Contracts run on the blockchain independently of the Interface.
        </p>
      </LegalSection>

      <LegalSection id="terms-warranties" title="11. No warranties">
        <p>
          The Interface is provided “as is” and “as available”, without warranties of any kind, express or implied,
          including warranties of merchantability, fitness for a particular purpose, title, non-infringement,
          accuracy or uninterrupted, secure or error-free operation. We do not warrant that information shown in the
          Interface, such as prices, balances, pool shares or estimated amounts, is accurate, complete or current.
        </p>
      </LegalSection>

      <LegalSection id="terms-liability" title="12. Limitation of liability">
        <p>
          To the fullest extent permitted by law, we and our affiliates, officers, employees, contributors and
          licensors will not be liable for any indirect, incidental, special, consequential or punitive damages, or for
          any loss of tokens, data, profits, goodwill or opportunity, arising from or related to the Interface, the
          Protocol Contracts, any network or these Terms, whether in contract, tort (including negligence) or
          otherwise, even if we were told such loss was possible.
        </p>
        <p>
          To the fullest extent permitted by law, our total liability for all claims relating to the Interface or
          these Terms is limited to one hundred United States dollars (USD 100). Nothing in these Terms limits
          liability that cannot be limited by law, such as liability for fraud.
        </p>
      </LegalSection>

      <LegalSection id="terms-indemnity" title="13. Indemnity">
        <p>
          You agree to defend, indemnify and hold harmless us and our affiliates, officers, employees and contributors
          from any claim, loss, liability, damage, cost or expense (including reasonable legal fees) arising from your
          use of the Interface, your breach of these Terms, or your violation of any law or of the rights of another
          person.
        </p>
      </LegalSection>

      <LegalSection id="terms-governing-law" title="14. Governing law">
        <p>
          These Terms, and any dispute or claim arising out of or in connection with them or the Interface (including
          non-contractual disputes or claims), are governed by the laws of {GOVERNING_LAW}, without regard to its
          conflict-of-law rules.
        </p>
      </LegalSection>

      <LegalSection id="terms-disputes" title="15. Dispute resolution: mediation, then arbitration">
        <ol>
          <li>
            <strong>Notice and negotiation.</strong> Before starting any proceeding, the party raising a dispute must
            send the other a written notice describing it. The parties will try in good faith to settle it for 30
            days after the notice is received.
          </li>
          <li>
            <strong>Mediation.</strong> If the dispute is not settled within those 30 days, either party may refer it
            to confidential mediation in {ARBITRATION_SEAT}, or online, before a single mediator agreed by the parties.
            Each party bears its own costs, and the mediator’s fees are shared equally.
          </li>
          <li>
            <strong>Binding arbitration.</strong> If the dispute is not settled within 60 days after mediation starts,
            or if a party refuses to mediate, it will be finally resolved by binding arbitration under the UNCITRAL
            Arbitration Rules and the Arbitration Act of {GOVERNING_LAW}. The seat of arbitration is{" "}
            {`${ARBITRATION_SEAT}, ${GOVERNING_LAW}`}. There will be one arbitrator, the language will be English, and hearings may be held
            online. The award is final and binding and may be enforced in any court with jurisdiction.
          </li>
          <li>
            <strong>Individual claims only.</strong> Disputes will be resolved on an individual basis. You and we each
            waive the right to bring or take part in a class, collective or representative action, and to a jury
            trial.
          </li>
          <li>
            <strong>Urgent relief.</strong> Either party may ask a court of competent jurisdiction for urgent interim
            relief to prevent irreparable harm while mediation or arbitration is pending.
          </li>
        </ol>
      </LegalSection>

      <LegalSection id="terms-termination" title="16. Termination">
        <p>
          You may stop using the Interface at any time. We may suspend or end your access to the Interface if you
          break these Terms or if we must do so by law. Sections 4, 6, 7 and 11 to 17 continue to apply after your use
          ends.
        </p>
      </LegalSection>

      <LegalSection id="terms-general" title="17. General">
        <p>
          These Terms, together with the Privacy Policy and the Disclaimer, are the entire agreement between you and
          us about the Interface. If any provision is found unenforceable, the rest remains in effect and that
          provision is applied to the fullest extent allowed. Our failure to enforce a right is not a waiver of it.
          You may not transfer your rights under these Terms; we may transfer ours to a successor operator. If these
          Terms are translated, the English version prevails.
        </p>
      </LegalSection>

      <LegalSection id="terms-changes" title="18. Changes to these Terms">
        <p>
          We may change these Terms from time to time. The new version will be published on this page with a new
          “Last updated” date and applies from then on; it does not apply to disputes notified before it was
          published. Continuing to use the Interface after a change means you accept the new Terms.
        </p>
      </LegalSection>

      <LegalSection id="terms-contact" title="19. Contact">
        <p>
          Questions about these Terms, and notices of a dispute, can be sent to{" "}
          <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
