import { Link } from 'react-router';
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
import {
  MARGIN_POINTS,
  RESULT_SCORE_BASE,
  RESULT_SCORE_SIGNALS,
  RESULT_SCORE_WEIGHTS,
  type ResultScoreSignal,
} from '../../../domain/history/result-score';
import type { MessageId } from '../../../domain/i18n/messages/catalogue';
import { ROUTE_PATHS } from '../../../domain/site/routes';
import { MIN_VOTES_CURRENT } from '../../../domain/voting/unlock';
import { reasonTagMessages } from '../../../domain/voting/vocabulary-messages';
import { formatRich } from '../../i18n/format-rich';
import { useLanguage, useT } from '../../i18n/language-store';
import { useDocumentTitle } from '../../shared/use-document-title';

const SIGNAL_MESSAGES: Record<ScoreSignal, { name: MessageId; unit: MessageId }> = {
  overtakes: { name: 'pages.dataScore.signal.overtakes', unit: 'pages.dataScore.unit.overtakes' },
  leadChanges: {
    name: 'pages.dataScore.signal.leadChanges',
    unit: 'pages.dataScore.unit.leadChanges',
  },
  safetyCars: {
    name: 'pages.dataScore.signal.safetyCars',
    unit: 'pages.dataScore.unit.safetyCars',
  },
  redFlags: { name: 'pages.dataScore.signal.redFlags', unit: 'pages.dataScore.unit.redFlags' },
  rain: { name: 'pages.dataScore.signal.rain', unit: 'pages.dataScore.unit.rain' },
  strategy: { name: 'pages.dataScore.signal.strategy', unit: 'pages.dataScore.unit.strategy' },
};

const RESULT_SIGNAL_MESSAGES: Record<ResultScoreSignal, { name: MessageId; unit: MessageId }> = {
  passing: {
    name: 'pages.dataScore.resultSignal.passing',
    unit: 'pages.dataScore.resultUnit.passing',
  },
  collisions: {
    name: 'pages.dataScore.resultSignal.collisions',
    unit: 'pages.dataScore.resultUnit.collisions',
  },
  failures: {
    name: 'pages.dataScore.resultSignal.failures',
    unit: 'pages.dataScore.resultUnit.failures',
  },
  finish: {
    name: 'pages.dataScore.resultSignal.finish',
    unit: 'pages.dataScore.resultUnit.finish',
  },
  shortened: {
    name: 'pages.dataScore.resultSignal.shortened',
    unit: 'pages.dataScore.resultUnit.shortened',
  },
  strategy: {
    name: 'pages.dataScore.resultSignal.strategy',
    unit: 'pages.dataScore.resultUnit.strategy',
  },
};

/** Where the archive's results come from; its licence asks for the credit. */
const F1DB_URL = 'https://github.com/f1db/f1db';

/** The formula, printed from the same constants the score is computed with. */
export default function DataScorePage() {
  const t = useT();
  const language = useLanguage();
  const title = t('pages.dataScore.title');
  useDocumentTitle('dataScore');
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format;
  const score = new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format;
  const factor = (id: string) => {
    const messages = reasonTagMessages(id);
    return messages ? t(messages.label) : id;
  };
  return (
    <section className="static-page data-score-page">
      <h1>{title}</h1>
      <p className="lead">
        {formatRich(
          t,
          'pages.dataScore.lead',
          { dataVerdict: <strong>{t('pages.dataScore.dataVerdict')}</strong> },
          { minVotes: MIN_VOTES_CURRENT },
        )}
      </p>
      <h2>{t('pages.dataScore.formula.heading')}</h2>
      <p>
        {t('pages.dataScore.formula.text', {
          base: score(DATA_SCORE_BASE),
          min: score(DATA_SCORE_MIN),
          max: score(DATA_SCORE_MAX),
        })}
      </p>
      <table className="data-score-table">
        <thead>
          <tr>
            <th scope="col">{t('pages.dataScore.column.signal')}</th>
            <th scope="col">{t('pages.dataScore.column.adds')}</th>
            <th scope="col">{t('pages.dataScore.column.per')}</th>
            <th scope="col">{t('pages.dataScore.column.atMost')}</th>
          </tr>
        </thead>
        <tbody>
          {SCORE_SIGNALS.map((key) => (
            <tr key={key}>
              <th scope="row">{t(SIGNAL_MESSAGES[key].name)}</th>
              <td>{number(DATA_SCORE_WEIGHTS[key].per)}</td>
              <td>{t(SIGNAL_MESSAGES[key].unit)}</td>
              <td>{number(DATA_SCORE_WEIGHTS[key].cap)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('pages.dataScore.vsc', { vscWeight: number(VSC_WEIGHT) })}</p>
      <h2>{t('pages.dataScore.results.heading')}</h2>
      <p>{t('pages.dataScore.results.text', { base: score(RESULT_SCORE_BASE) })}</p>
      <table className="data-score-table">
        <thead>
          <tr>
            <th scope="col">{t('pages.dataScore.column.signal')}</th>
            <th scope="col">{t('pages.dataScore.column.adds')}</th>
            <th scope="col">{t('pages.dataScore.column.per')}</th>
            <th scope="col">{t('pages.dataScore.column.atMost')}</th>
          </tr>
        </thead>
        <tbody>
          {RESULT_SCORE_SIGNALS.map((key) => (
            <tr key={key}>
              <th scope="row">{t(RESULT_SIGNAL_MESSAGES[key].name)}</th>
              <td>{number(RESULT_SCORE_WEIGHTS[key].per)}</td>
              {/* The finish's unit is its points per margin, printed from the same table. */}
              <td>
                {t(RESULT_SIGNAL_MESSAGES[key].unit, {
                  photo: number(MARGIN_POINTS['photo-finish']),
                  close: number(MARGIN_POINTS.close),
                  clear: number(MARGIN_POINTS.clear),
                  dominant: number(MARGIN_POINTS.dominant),
                })}
              </td>
              <td>{number(RESULT_SCORE_WEIGHTS[key].cap)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {formatRich(t, 'pages.dataScore.results.credit', {
          source: (
            <a href={F1DB_URL} target="_blank" rel="noopener noreferrer">
              F1DB
            </a>
          ),
        })}
      </p>
      <h2>{t('pages.dataScore.factors.heading')}</h2>
      <ul>
        <li>
          {t('pages.dataScore.factors.overtakes', {
            factor: factor('overtakes'),
            count: number(OVERTAKES_FACTOR_MIN),
          })}
        </li>
        <li>{t('pages.dataScore.factors.safetyCar', { factor: factor('safety_car_vsc') })}</li>
        <li>{t('pages.dataScore.factors.redFlag', { factor: factor('red_flags') })}</li>
        <li>
          {t('pages.dataScore.factors.weather', {
            factor: factor('weather_chaos'),
            laps: number(RAIN_FACTOR_MIN_LAPS),
          })}
        </li>
        <li>
          {t('pages.dataScore.factors.strategy', {
            factor: factor('strategy_plays'),
            stops: number(STRATEGY_FACTOR_MIN_STOPS_PER_CAR),
          })}
        </li>
      </ul>
      <h2>{t('pages.dataScore.fans.heading')}</h2>
      <p>
        {formatRich(t, 'pages.dataScore.fans.text', {
          fairRatings: <Link to={ROUTE_PATHS.fairRatings}>{t('pages.fairRatings.title')}</Link>,
        })}
      </p>
      <p>
        {formatRich(t, 'pages.dataScore.browse', {
          explorer: <Link to={ROUTE_PATHS.explorer}>{t('pages.dataScore.explorer')}</Link>,
          home: <Link to={ROUTE_PATHS.home}>{t('pages.dataScore.home')}</Link>,
        })}
      </p>
    </section>
  );
}
