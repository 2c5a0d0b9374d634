import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as pushAlertsScheduler from './0003-push-alerts-scheduler';
import * as analyticsEvents from './0004-analytics-events';
import * as pushOutbox from './0005-push-outbox';
import * as analyticsRetention from './0006-analytics-retention';
import * as rateLimitStore from './0007-rate-limit-store';
import * as raceSignals from './0008-race-signals';
import * as raceStartTimes from './0009-race-start-times';
import * as networkBounds from './0010-network-bounds';
import * as votesFillfactor from './0011-votes-fillfactor';
import * as raceCancelled from './0012-race-cancelled';
import * as raceKind from './0013-race-kind';
import * as sprintAlerts from './0014-sprint-alerts';
import * as pushLanguage from './0015-push-language';
import * as pushSports from './0016-push-sports';
import * as votesChangedIdx from './0017-votes-changed-idx';
import * as raceResults from './0018-race-results';
import * as burstWindows from './0019-burst-windows';
import * as voteNetworksChanged from './0020-vote-networks-changed';
import * as burstWindowsByArrivals from './0021-burst-windows-by-arrivals';
import * as aiRatingSource from './0022-ai-rating-source';
import * as voteNetworksHeapOnly from './0023-vote-networks-heap-only';

// Ordered by name; a new migration is a new file plus one line here.
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0003-push-alerts-scheduler': pushAlertsScheduler,
  '0004-analytics-events': analyticsEvents,
  '0005-push-outbox': pushOutbox,
  '0006-analytics-retention': analyticsRetention,
  '0007-rate-limit-store': rateLimitStore,
  '0008-race-signals': raceSignals,
  '0009-race-start-times': raceStartTimes,
  '0010-network-bounds': networkBounds,
  '0011-votes-fillfactor': votesFillfactor,
  '0012-race-cancelled': raceCancelled,
  '0013-race-kind': raceKind,
  '0014-sprint-alerts': sprintAlerts,
  '0015-push-language': pushLanguage,
  '0016-push-sports': pushSports,
  '0017-votes-changed-idx': votesChangedIdx,
  '0018-race-results': raceResults,
  '0019-burst-windows': burstWindows,
  '0020-vote-networks-changed': voteNetworksChanged,
  '0021-burst-windows-by-arrivals': burstWindowsByArrivals,
  '0022-ai-rating-source': aiRatingSource,
  '0023-vote-networks-heap-only': voteNetworksHeapOnly,
};
