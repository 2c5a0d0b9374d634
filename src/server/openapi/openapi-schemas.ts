import { errorResponses, textResponse } from '../http/error-schema';

export const openApiDocumentSchema = {
  summary: 'This document: OpenAPI 3.1, made from the schemas every route declares',
  tags: ['operations'],
  response: {
    200: {
      type: 'object',
      description: 'An OpenAPI 3.1 document',
      additionalProperties: true,
    },
    ...errorResponses,
  },
} as const;

export const apiDocsSchema = {
  summary: 'The API reference as a readable page (no scripts)',
  tags: ['operations'],
  response: { 200: textResponse('text/html', 'The reference page'), ...errorResponses },
} as const;
