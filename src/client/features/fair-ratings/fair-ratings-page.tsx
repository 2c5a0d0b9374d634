import { Link } from 'react-router';
import { documentTitle } from '../../../domain/site/copy';
import { ROUTE_PATHS } from '../../../domain/site/routes';
import { useDocumentTitle } from '../../shared/use-document-title';

export const FAIR_RATINGS_PAGE_TITLE = 'How ratings stay fair';

// Plain words for fans. No limit or number is given away on purpose: a figure printed
// here would be a target to aim just under.
export default function FairRatingsPage() {
  useDocumentTitle(documentTitle('fairRatings', false));
  return (
    <article className="static-page fair-ratings-page">
      <h1>{FAIR_RATINGS_PAGE_TITLE}</h1>
      <p className="lead">
        A race's verdict should be what fans around the world felt, not what one busy household,
        office or script wanted it to be. Here is how we keep it that way without accounts, trackers
        or puzzles to click through.
      </p>

      <h2>Every vote is kept</h2>
      <p>
        Every vote is stored and answered the same way, whoever sends it and wherever it comes from.
      </p>

      <h2>One network, a fair share</h2>
      <p>
        What the shown verdict counts is chosen so that no single network — a home, an office, a
        phone carrier, a tunnel — can move a race's verdict, its best way to watch or its vibe
        factors by more than a fan's fair share. Votes past that share are held, not deleted, and
        they are looked at again as more fans rate the race.
      </p>
      <p>
        Crowds behind one shared address, such as a stadium's wifi or a mobile carrier, still count
        when they vote like everyone else.
      </p>

      <h2>A little work for busy browsers</h2>
      <p>
        Your anonymous identity is made the first time you vote. A browser that asks for many
        identities in a short time is asked to do a little work first. It runs in the background
        while you pick your stars and takes a few seconds at most for a fan, but it makes minting
        identities by the thousand slow and costly for a script.
      </p>

      <h2>Nothing is tracked</h2>
      <ul>
        <li>There are no accounts and no third-party captcha.</li>
        <li>
          Networks are only kept as keyed hashes, never as addresses, and they are dropped some days
          after a race's voting window closes.
        </li>
        <li>
          More in the <Link to={ROUTE_PATHS.privacy}>privacy policy</Link>.
        </li>
      </ul>

      <h2>People check too</h2>
      <p>
        Operators can review one network's votes on one race, and hold them or release them for that
        race.
      </p>

      <p>
        <Link to={ROUTE_PATHS.dataScore}>How the AI rating is computed</Link> ·{' '}
        <Link to={ROUTE_PATHS.home}>Back to the ratings</Link>
      </p>
    </article>
  );
}
