import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as pushAlertsScheduler from './0003-push-alerts-scheduler';
import * as analyticsEvents from './0004-analytics-events';
import * as analyticsRetention from './0006-analytics-retention';

// Ordered by name; a new migration is a new file plus one line here.
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0003-push-alerts-scheduler': pushAlertsScheduler,
  '0004-analytics-events': analyticsEvents,
  '0006-analytics-retention': analyticsRetention,
};
