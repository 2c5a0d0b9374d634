import { errorResponses, textResponse } from './error-schema';

export const staticFilesSchema = {
  summary: "The web app's files; every other page path answers with the app",
  tags: ['pages'],
  response: {
    200: textResponse('text/html', 'A built file, or the app page'),
    ...errorResponses,
  },
} as const;
