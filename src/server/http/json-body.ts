import type {
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  preValidationAsyncHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { z } from 'zod';
import { type ApiHttpError, notJson } from './errors';

// A write route's body, declared once from the domain's zod schema: the same schema is the
// route's JSON Schema (so the OpenAPI document shows it), the check Fastify runs before the
// handler, and the handler's type. A refusal keeps the route's own code and sentence.

declare const parsedAs: unique symbol;

/** JSON Schema of a body, carrying (in types only) what the handler receives. */
export type BodyJsonSchema<T> = Readonly<Record<string, unknown>> & {
  readonly [parsedAs]?: (body: T) => void;
};

/** Types `request.body` as the zod schema's output on routes declared with jsonBody. */
export interface JsonBodyTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends { readonly [parsedAs]?: (body: infer T) => void } ? T : unknown;
  serializer: unknown;
}

export interface JsonBodyOptions {
  /** The route's answer to a body the schema refuses, from zod's issues (first one first). */
  refuse(issues: readonly z.core.$ZodIssue[]): ApiHttpError;
  /**
   * What the body is, for the 415 sentence ('the vote'). Given, a body sent as anything
   * but JSON is refused before the schema sees it; a route that parses another type into
   * JSON itself (a beacon's text/plain) leaves it out.
   */
  what?: string;
  /** No body at all (none, or an empty one of any type) is accepted and arrives as undefined. */
  optional?: boolean;
}

/** A check the client meets before the body's: throws its refusal, at once or as a promise. */
export type FirstCheck = (request: FastifyRequest) => void | Promise<void>;

export interface JsonBody<T> {
  /**
   * Options of a route taking this body: `schema` with the body added, the zod check as
   * the route's validator and, before it, the Content-Type check. `first` runs before
   * both, for a check the client meets ahead of the body's (its identity, say).
   */
  route<S extends FastifySchema>(
    schema: S,
    first?: FirstCheck,
  ): {
    schema: S & { body: BodyJsonSchema<T> };
    validatorCompiler: FastifySchemaCompiler<unknown>;
    preValidation: preValidationHookHandler | preValidationAsyncHookHandler;
  };
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Marks a missing body on an optional route: Fastify hands a validator null both for no
 * body and for a JSON null, and only the first may pass.
 */
const NO_BODY = Object.freeze({});

const isAbsent = (body: unknown) => body === undefined || body === '';

export function jsonBody<S extends z.ZodType, O extends JsonBodyOptions>(
  zodSchema: S,
  options: O,
): JsonBody<O['optional'] extends true ? z.output<S> | undefined : z.output<S>> {
  const { $schema: _draft, ...jsonSchema } = z.toJSONSchema(zodSchema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });

  // Before the validator: a missing optional body is marked, any other must be JSON.
  const checkMediaTypeOf = (request: FastifyRequest): void => {
    if (options.optional && isAbsent(request.body)) {
      request.body = NO_BODY;
      return;
    }
    if (options.what !== undefined && !JSON_TYPE.test(request.headers['content-type'] ?? '')) {
      throw notJson(options.what);
    }
  };
  const checkMediaType: preValidationAsyncHookHandler = async (request) =>
    checkMediaTypeOf(request);

  const validatorCompiler: FastifySchemaCompiler<unknown> = ({ httpPart, method, url }) => {
    if (httpPart !== 'body') {
      throw new Error(`${method} ${url}: a jsonBody route cannot declare a ${httpPart} schema`);
    }
    return (data: unknown) => {
      if (data === NO_BODY) return { value: undefined };
      const parsed = zodSchema.safeParse(data);
      return parsed.success
        ? { value: parsed.data }
        : { error: options.refuse(parsed.error.issues) };
    };
  };

  return {
    route: (schema, first) => ({
      schema: { ...schema, body: jsonSchema },
      validatorCompiler,
      // One hook, not two, and no promise when `first` needs none: each costs a vote a
      // few microseconds of the server's CPU.
      preValidation: first
        ? function firstThenMediaType(request, _reply, done) {
            const finish = () => {
              try {
                checkMediaTypeOf(request);
              } catch (error) {
                return done(error as Error);
              }
              done();
            };
            let pending: unknown;
            try {
              pending = first(request);
            } catch (error) {
              return done(error as Error);
            }
            if (pending instanceof Promise) pending.then(finish, done);
            else finish();
          }
        : checkMediaType,
    }),
  };
}
