import { PRODUCT_NAME } from '../../../domain/constants';

export function PrivacyPolicy({ lastUpdated }: { lastUpdated: string }) {
  return (
    <section aria-labelledby="privacy-title">
      <h2 id="privacy-title">Privacy Policy</h2>
      <p className="meta">Last updated: {lastUpdated}</p>
      <p>
        {PRODUCT_NAME} is built to know as little about you as possible. There are no accounts, no
        names, no email addresses and no advertising.
      </p>
      <h3>What is stored on your device</h3>
      <ul>
        <li>
          An <strong>anonymous identity token</strong>, created when you first vote. It is a random,
          signed code kept in your browser's local storage so that voting again updates your earlier
          vote instead of counting twice. It says nothing about who you are.
        </li>
        <li>
          Your preferences: the livery (colour theme), compact view, whether you dismissed or
          accepted the install prompt, and how many visits you have made (used only to decide when
          to suggest installing the app).
        </li>
        <li>A copy of the race data, so the app opens when you are offline.</li>
      </ul>
      <h3>What is stored on our server</h3>
      <ul>
        <li>
          <strong>Votes</strong>: your star rating, watch mode and vibe factors for each race, filed
          under your anonymous id, plus the running totals everyone sees.
        </li>
        <li>
          <strong>Usage events</strong>: first-party counts such as "a page was viewed" or "a vote
          was submitted", with the page or race concerned. They are stored without your IP address,
          your device details or your anonymous id, so they cannot be tied to you.
        </li>
        <li>
          <strong>Push subscriptions</strong>, only if you turn alerts on: the address your browser
          gives us for delivering notifications. Turning alerts off deletes it.
        </li>
      </ul>
      <p>
        Our server sees your IP address while answering a request (as every web server must) and may
        use it briefly to limit abuse. No address is stored with your votes or usage events. To keep
        ratings fair, each vote keeps a keyed, one-way code for the network it came from, which
        cannot be turned back into an address; it is dropped some days after the race's voting
        closes.
      </p>
      <h3>No third parties</h3>
      <p>
        We do not use third-party analytics, trackers, advertising or cookies, and we do not sell or
        share data. Alerts travel through your browser's own push service.
      </p>
      <h3>Your choices</h3>
      <p>
        Clear this site's data in your browser to remove your token and preferences; your votes then
        stay only as anonymous numbers in the totals. Turn alerts off with the bell.
      </p>
    </section>
  );
}
