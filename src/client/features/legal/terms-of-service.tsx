import { PRODUCT_NAME } from '../../../domain/constants';

export function TermsOfService({ lastUpdated }: { lastUpdated: string }) {
  return (
    <section aria-labelledby="terms-title">
      <h2 id="terms-title">Terms of Service</h2>
      <p className="meta">Last updated: {lastUpdated}</p>
      <ul>
        <li>
          {PRODUCT_NAME} is an unofficial community tool. It is not affiliated with, endorsed by or
          connected to Formula 1, the FIA or any team, and their names are used only to identify the
          races being rated.
        </li>
        <li>
          Ratings are opinions of anonymous fans, shown as they are. Some ratings are marked as AI
          ratings. We give no guarantee that a race will live up to its rating.
        </li>
        <li>
          Vote honestly, once per race. Automated voting, attempts to flood the site or to break it
          are not allowed; we may reject such traffic and remove votes that come from it.
        </li>
        <li>
          The site is provided free and as is, without warranty. It may change, pause or stop at any
          time, and we are not liable for any loss from using it.
        </li>
        <li>Donations are voluntary gifts to keep the site running and buy nothing in return.</li>
        <li>If these terms change, the date above changes with them.</li>
      </ul>
    </section>
  );
}
