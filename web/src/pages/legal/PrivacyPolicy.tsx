import LegalPage, { LegalSection } from "./LegalPage";
import { LEGAL_CONTACT_EMAIL, PRIVACY_EFFECTIVE_DATE, PRODUCT_NAME, SUPPORTED_NETWORKS } from "./legalInfo";

export default function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      effectiveDate={PRIVACY_EFFECTIVE_DATE}
      summary={
        <p>
          <strong>In short:</strong> {PRODUCT_NAME} has no user accounts and no server of its own that receives your
          data. Your wallet address and transactions are public on the blockchain by nature. Your settings, imported
          tokens, token lists and recent transactions stay in your own browser. Your wallet, the network nodes, the
          token-list hosts and our analytics providers see the requests your browser sends them. We do not sell
          personal data.
        </p>
      }
    >
      <LegalSection id="privacy-scope" title="1. Who we are and what this policy covers">
        <p>
          This Privacy Policy explains what information is processed when you use the {PRODUCT_NAME} web interface (the
          “Interface”), a non-custodial interface to automated-market-maker smart contracts that lets holders of
          in-game reward tokens swap tokens, provide and remove liquidity, find pools and migrate legacy (V1)
          liquidity. “We”, “us” and “our” mean the operator of {PRODUCT_NAME}. “You” means any person who visits or
          uses the Interface.
        </p>
        <p>The Interface can connect to the following networks:</p>
        <ul>
          {SUPPORTED_NETWORKS.map((network) => (
            <li key={network}>{network}</li>
          ))}
        </ul>
        <p>
          This policy covers the Interface only. The smart contracts, the blockchains, your wallet software and the
          other third-party services named below are not operated by us and are governed by their own terms and
          privacy policies.
        </p>
      </LegalSection>

      <LegalSection id="privacy-architecture" title="2. How the Interface works">
        <p>
          The Interface is a static website that runs entirely in your browser. It has no server-side application
          programming interface (API) of its own, no sign-up and no user accounts. We do not ask for your name, email
          address, phone number or any identity document in order to use it. Everything the Interface shows is read
          directly from the blockchain through your wallet or a public network node, or from the token lists you
          choose to use.
        </p>
        <p>
          We never receive, see or store your private keys, seed phrase or wallet password. Transactions are signed
          inside your wallet, and only you can approve them.
        </p>
      </LegalSection>

      <LegalSection id="privacy-onchain" title="3. Information that is public on the blockchain">
        <p>
          When you connect a wallet, the Interface learns your public wallet address and the network you are
          connected to, and reads public data about that address: native-currency and token balances, allowances,
          liquidity positions and the status of your transactions.
        </p>
        <p>
          Every transaction you submit (approvals, swaps, adding or removing liquidity, wrapping, migrating) is
          broadcast to a public blockchain. Its sender, recipient, amounts, tokens and time become permanently and
          publicly visible to anyone and cannot be changed or deleted by us or by anyone else. Blockchain data can
          sometimes be linked to a real person by third parties, for example where an address has been used with a
          service that knows its owner. Please keep this in mind before you transact.
        </p>
      </LegalSection>

      <LegalSection id="privacy-local-storage" title="4. Information stored in your browser">
        <p>
          To remember your preferences between visits, the Interface saves the following in your browser’s local
          storage (<code>localStorage</code>). This data stays on your device and is not sent to us.
        </p>
        <ul>
          <li>
            <strong>Settings:</strong> light or dark theme, slippage tolerance, transaction deadline, expert mode and
            a timestamp of the last change.
          </li>
          <li>
            <strong>Tokens and pairs:</strong> the tokens you imported and the pools you added, per network.
          </li>
          <li>
            <strong>Token lists:</strong> the addresses (URLs or ENS names) of the token lists you added, the lists’
            contents, pending updates and which list is selected.
          </li>
          <li>
            <strong>Recent transactions:</strong> for each network, the transaction hash, your sending address, a short
            summary (for example “Swap 10 BARK for 2 FIVE”), the times it was added and confirmed, and its receipt.
          </li>
          <li>
            <strong>Wallet connection flag:</strong> whether you were connected last time, so the Interface can
            reconnect your injected wallet automatically. Choosing Disconnect removes it.
          </li>
        </ul>
        <p>
          You can remove recent transactions with the “(clear all)” link in the account window, and remove all of
          this data at any time by clearing your browser’s site data for the Interface. The Interface keeps working
          without it; it will simply return to its default settings.
        </p>
      </LegalSection>

      <LegalSection id="privacy-third-parties" title="5. Third parties your browser talks to">
        <p>
          Using the Interface means your browser sends requests directly to the services below. Each of them can see
          your IP address, browser and device information and the content of the request, and handles that
          information under its own privacy policy.
        </p>
        <ul>
          <li>
            <strong>Wallet providers.</strong> The wallet you connect (an injected browser wallet such as MetaMask,
            WalletConnect, Coinbase Wallet, Fortmatic or Portis) sees your address, the network you use and every
            request to read data or sign a transaction. Some of these wallets relay requests through their own
            servers.
          </li>
          <li>
            <strong>Network nodes (RPC).</strong> To read balances, prices and pool reserves and to send transactions,
            the Interface makes JSON-RPC requests to nodes of the selected network, either through your wallet or
            through a public node. The operators of those nodes can see which addresses and contracts are queried.
          </li>
          <li>
            <strong>Token-list hosts and IPFS gateways.</strong> Token lists are downloaded from the third-party URLs
            you or the Interface’s defaults point to. Lists stored on IPFS or IPNS are fetched through public IPFS
            gateways, and lists named by ENS are resolved through the name-service contracts on the blockchain. Lists
            are refreshed about every ten minutes while the Interface is open.
          </li>
          <li>
            <strong>Token logos.</strong> When a token list does not provide a logo, your browser may fetch one from a
            public assets repository by the token’s address.
          </li>
          <li>
            <strong>Block explorers.</strong> Links to view a transaction, token or address open the explorer of the
            relevant network, which then receives your visit.
          </li>
          <li>
            <strong>Website hosting.</strong> The static files of the Interface are delivered by a hosting or
            content-delivery provider, which records standard access logs (IP address, time, requested file,
            browser type) for security and operation.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-analytics" title="6. Analytics">
        <p>
          To understand how the Interface is used and to improve it, the Interface sends usage events to third-party
          analytics services. These events cover page views, clicks on outbound links, and actions such as adding,
          removing or selecting token lists, token searches, adding or removing liquidity, migrating V1 liquidity and
          swapping. An event may include the page or action, the tokens or list involved, and technical data such as
          your browser, device type, screen size, approximate location derived from your IP address and a random
          identifier for the browser session.
        </p>
        <p>
          We use analytics only in aggregate, to see which features are used and where users run into problems. We
          do not use analytics to build advertising profiles, and we do not combine analytics data with your identity.
          You can block analytics with your browser’s tracking protection or a content blocker; the Interface works
          the same without it.
        </p>
      </LegalSection>

      <LegalSection id="privacy-cookies" title="7. Cookies and local storage">
        <p>
          The Interface itself does not set advertising or tracking cookies. It uses local storage as described in
          section 4, which is strictly necessary to remember your settings and transactions. Analytics services,
          wallet providers and other third parties described above may set their own cookies or similar identifiers
          when your browser contacts them. You can delete cookies and local storage, or prevent them from being set,
          in your browser settings.
        </p>
      </LegalSection>

      <LegalSection id="privacy-use" title="8. How we use information and why">
        <ul>
          <li>
            To provide the Interface: showing balances, prices and positions, and preparing the transactions you ask
            for. This is necessary to deliver the service you request.
          </li>
          <li>
            To remember your preferences on your own device, as described in section 4.
          </li>
          <li>
            To measure and improve the Interface through aggregated analytics, and to detect and fix errors. This is
            based on our legitimate interest in running a reliable product.
          </li>
          <li>To keep the Interface secure and to comply with applicable law.</li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-no-sale" title="9. No sale of personal data">
        <p>
          We do not sell, rent or trade personal data, and we do not share it for advertising. Information reaches
          third parties only as described in sections 5 and 6, or where we are required to disclose it by law, a
          court order or a competent authority, or to protect the rights, property or safety of our users, the
          public or ourselves.
        </p>
      </LegalSection>

      <LegalSection id="privacy-retention" title="10. Retention">
        <p>
          Data in your browser stays until you or your browser delete it. Analytics data is kept by the analytics
          provider for no longer than is needed for the purposes above. Data on the blockchain is permanent and
          outside anyone’s control.
        </p>
      </LegalSection>

      <LegalSection id="privacy-rights" title="11. Your rights and choices">
        <p>
          Depending on where you live, you may have the right to ask for access to, correction or deletion of
          personal data about you, to object to or restrict its processing, and to complain to a data-protection
          authority. Because we do not hold accounts or profiles, most data about you is on your own device, where
          you can delete it yourself, or on a public blockchain, where it cannot be deleted. For any other request,
          contact us as shown in section 16; we may need you to prove control of a wallet address before acting on a
          request about it.
        </p>
      </LegalSection>

      <LegalSection id="privacy-transfers" title="12. International transfers">
        <p>
          The blockchains, network nodes and third-party services described above operate worldwide. Using the
          Interface may therefore send information to countries other than your own, which may have different
          data-protection rules.
        </p>
      </LegalSection>

      <LegalSection id="privacy-children" title="13. Children">
        <p>
          The Interface is not intended for anyone under 18 years of age or under the age of majority where they
          live, even if they play the game in which the reward tokens are earned. We do not knowingly process
          information about children. If you believe a child has used the Interface, contact us and we will delete
          any information we hold about them.
        </p>
      </LegalSection>

      <LegalSection id="privacy-security" title="14. Security">
        <p>
          The Interface is served over an encrypted connection, never handles your private keys and asks your wallet
          to confirm every transaction. No system is completely secure, however. Protect your device and your seed
          phrase, check the website address before connecting your wallet, and check every transaction in your wallet
          before you approve it. We will never ask you for your seed phrase or private key.
        </p>
      </LegalSection>

      <LegalSection id="privacy-changes" title="15. Changes to this policy">
        <p>
          We may update this policy when the Interface or the law changes. The new version will be published on this
          page with a new “Last updated” date. If a change is significant, we will also point it out in the
          Interface. Continuing to use the Interface after a change means you accept the updated policy.
        </p>
      </LegalSection>

      <LegalSection id="privacy-contact" title="16. Contact">
        <p>
          Questions or requests about this policy can be sent to{" "}
          <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a>. See also our{" "}
          <a href="#/terms-of-services">Terms of Service</a> and <a href="#/disclaimer">Disclaimer</a>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
