import { errorResponses } from '../http/error-schema';

export const sessionSchema = {
  summary: 'Issue an anonymous identity (a signed random id; no body)',
  tags: ['votes'],
  response: {
    201: {
      type: 'object',
      properties: { token: { type: 'string', description: 'Send as Authorization: Bearer' } },
      required: ['token'],
    },
    ...errorResponses,
  },
} as const;
