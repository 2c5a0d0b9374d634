import { computeDataScore, suggestedFactors } from '../../domain/data-score/data-score';
import { type RaceSignals, signalsReason } from '../../domain/race-facts/race-signals';
import type { ReasonTagId } from '../../domain/voting/reason-tags';
import { extractSignals } from './extract-signals';
import { parseSessionData, type SessionEndpoint } from './openf1-format';
import type { SignalsRepo, SignalsSource } from './signals-repo';

export interface DataScoreResult {
  raceId: string;
  score: number;
  reason: string;
  suggestedFactors: ReasonTagId[];
  signals: RaceSignals;
}

/** Reduces session texts to counts and their score; throws SessionDataError on bad data. */
export function scoreSession(
  texts: Record<SessionEndpoint, string>,
): Omit<DataScoreResult, 'raceId'> {
  const signals = extractSignals(parseSessionData(texts));
  return {
    score: computeDataScore(signals),
    reason: signalsReason(signals),
    suggestedFactors: suggestedFactors(signals),
    signals,
  };
}

export class UnknownRaceError extends Error {}

/** Scores a race from its session data and stores the result as its AI rating. */
export async function scoreRace(
  signals: SignalsRepo,
  raceId: string,
  texts: Record<SessionEndpoint, string>,
  source: SignalsSource,
): Promise<DataScoreResult> {
  const result = scoreSession(texts);
  const saved = await signals.save(raceId, result.signals, result.score, source);
  if (!saved) throw new UnknownRaceError(`no race with id '${raceId}' (see races:list)`);
  return { raceId, ...result };
}
