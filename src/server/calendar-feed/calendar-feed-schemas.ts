import { errorResponses, textResponse } from '../http/error-schema';
import { sportQueryProperty } from '../races/sport-query';
import { languageQueryProperty } from '../share/link-language';

const languageQuery = {
  type: 'object',
  properties: { ...languageQueryProperty, ...sportQueryProperty(false) },
} as const;

export const calendarFeedSchema = {
  summary: "Calendar subscription (RFC 5545): one sport's race starts and rating windows",
  description:
    'Every race of the current and next season: the race start (2 hours) and a "rate it" ' +
    'event for its rating window. Subscribe with the webcal: scheme to follow moved races.',
  tags: ['feeds'],
  querystring: languageQuery,
  response: { 200: textResponse('text/calendar', 'An iCalendar file'), ...errorResponses },
} as const;

export const atomFeedSchema = {
  summary: "Atom feed of one sport's race verdicts, one entry per race whose rating window closed",
  description:
    'Verdict words only (label, best way to watch, vibe factors, votes), never a result.',
  tags: ['feeds'],
  querystring: languageQuery,
  response: { 200: textResponse('application/atom+xml', 'An Atom feed'), ...errorResponses },
} as const;
