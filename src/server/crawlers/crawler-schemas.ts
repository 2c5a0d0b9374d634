import { errorResponses, textResponse } from '../http/error-schema';

export const robotsSchema = {
  summary: 'What crawlers may read, and where the sitemap is',
  tags: ['pages'],
  response: { 200: textResponse('text/plain', 'robots.txt'), ...errorResponses },
} as const;

export const sitemapIndexSchema = {
  summary: "The sitemap index: the series' own pages, then one file per sport's race pages",
  tags: ['pages'],
  response: { 200: textResponse('application/xml', 'A sitemap index'), ...errorResponses },
} as const;

export const sportSitemapSchema = {
  summary: "One sport's race pages, each in every language",
  tags: ['pages'],
  params: {
    type: 'object',
    properties: { file: { type: 'string' } },
    required: ['file'],
  },
  response: { 200: textResponse('application/xml', 'A sitemap'), ...errorResponses },
} as const;

export const sitePagesSitemapSchema = {
  summary: "Each series' home, explorer and best races, each in every language",
  tags: ['pages'],
  response: { 200: textResponse('application/xml', 'A sitemap'), ...errorResponses },
} as const;
