import { Link } from 'react-router';
import { MIN_VOTES_CURRENT } from '../../../domain/constants';
import {
  DATA_SCORE_BASE,
  DATA_SCORE_MAX,
  DATA_SCORE_MIN,
  DATA_SCORE_WEIGHTS,
  OVERTAKES_FACTOR_MIN,
  RAIN_FACTOR_MIN_LAPS,
  SCORE_SIGNALS,
  type ScoreSignal,
  STRATEGY_FACTOR_MIN_STOPS_PER_CAR,
  VSC_WEIGHT,
} from '../../../domain/data-score/data-score';
import { documentTitle } from '../../../domain/site/copy';
import { ROUTE_PATHS } from '../../../domain/site/routes';
import { useDocumentTitle } from '../../shared/use-document-title';

export const DATA_SCORE_PAGE_TITLE = 'How the AI rating is computed';

const SIGNAL_NAMES: Record<ScoreSignal, string> = {
  overtakes: 'Overtakes',
  leadChanges: 'Lead changes',
  safetyCars: 'Safety cars',
  redFlags: 'Red flags',
  rain: 'Rain',
  strategy: 'Strategy',
};

/** The formula, printed from the same constants the score is computed with. */
export default function DataScorePage() {
  useDocumentTitle(documentTitle('dataScore', false));
  return (
    <section className="static-page data-score-page">
      <h1>{DATA_SCORE_PAGE_TITLE}</h1>
      <p className="lead">
        Right after a race, before {MIN_VOTES_CURRENT} fans have rated it, a race shows a{' '}
        <strong>data verdict</strong> flagged as an AI rating. It is worked out from the race's
        public timing data — safety cars, red flags, rain, overtakes, lead changes and pit stops —
        and never from results: no driver, team or position is kept. Once enough fans have voted,
        their verdict leads and the data verdict sits beside it.
      </p>
      <h2>The formula</h2>
      <p>
        Every race starts at {DATA_SCORE_BASE.toFixed(1)}. Each signal adds its weight per unit up
        to its own cap, so no single signal can make a race great alone. The total is kept between{' '}
        {DATA_SCORE_MIN.toFixed(1)} and {DATA_SCORE_MAX.toFixed(1)} and rounded to one decimal.
      </p>
      <table className="data-score-table">
        <thead>
          <tr>
            <th scope="col">Signal</th>
            <th scope="col">Adds</th>
            <th scope="col">Per</th>
            <th scope="col">At most</th>
          </tr>
        </thead>
        <tbody>
          {SCORE_SIGNALS.map((key) => (
            <tr key={key}>
              <th scope="row">{SIGNAL_NAMES[key]}</th>
              <td>{DATA_SCORE_WEIGHTS[key].per}</td>
              <td>{DATA_SCORE_WEIGHTS[key].unit}</td>
              <td>{DATA_SCORE_WEIGHTS[key].cap}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>A virtual safety car counts {VSC_WEIGHT} of a full safety car.</p>
      <h2>Suggested vibe factors</h2>
      <ul>
        <li>Overtakes: {OVERTAKES_FACTOR_MIN} or more passes.</li>
        <li>Safety Car: any safety car or virtual safety car.</li>
        <li>Red Flag: any red flag.</li>
        <li>Weather Chaos: rain during {RAIN_FACTOR_MIN_LAPS} or more laps.</li>
        <li>Strategy Plays: {STRATEGY_FACTOR_MIN_STOPS_PER_CAR} or more pit stops per car.</li>
      </ul>
      <h2>The fans' verdict</h2>
      <p>
        The fans' verdict is counted so that no single network can move it by more than a fan's fair
        share. <Link to={ROUTE_PATHS.fairRatings}>How ratings stay fair</Link> explains how.
      </p>
      <p>
        <Link to={ROUTE_PATHS.explorer}>Browse every race</Link> or{' '}
        <Link to={ROUTE_PATHS.home}>go back to the ratings</Link>.
      </p>
    </section>
  );
}
