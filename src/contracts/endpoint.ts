/**
 * One definition per route: its method, its path template and the zod schemas of what it takes
 * (path parameters, query, JSON body) and answers. The worker validates with these schemas, the
 * OpenAPI document is built from them (it adds only the prose: summary, examples, errors) and the
 * typed client (src/contracts/client/endpoint-call.ts) fills, sends and types a call from them.
 * The tables live per area in src/contracts/endpoints/, so a screen pulls in only its own area's
 * schemas and never the document's prose.
 */
import type { z } from './zod.ts';

export type EndpointMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type Endpoint = {
  readonly method: EndpointMethod;
  /** The full path in OpenAPI style, e.g. `/api/rs/secure/hotels/{hotelId}/planning`. */
  readonly path: string;
  readonly operationId: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success answer's schema; absent for an empty answer (204) or a file. */
  readonly response?: z.ZodType;
};

/** An endpoint with its literal method, path and schemas kept (no widening to `Endpoint`). */
export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

/** The names of a path template's parameters: `'/hotels/{hotelId}/rooms/{id}'` → `'hotelId' | 'id'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/**
 * A query as a caller writes it: the schema's input, where a field read from the URL as text may
 * also be given as a number (a version, an id, a year), since the URL carries both the same way.
 */
export type QueryInput<T> = {
  [K in keyof T]: T[K] | (string extends NonNullable<T[K]> ? number : never);
};

type ParamsPart<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<E['path']>, string | number> };

type OptionalWhenEmpty<Key extends string, T> =
  Record<string, never> extends T ? { [K in Key]?: T } : { [K in Key]: T };

type QueryPart<E extends Endpoint> = E['query'] extends z.ZodType
  ? OptionalWhenEmpty<'query', QueryInput<z.input<E['query']>>>
  : { query?: undefined };

type BodyPart<E extends Endpoint> = E['body'] extends z.ZodType
  ? OptionalWhenEmpty<'body', z.input<E['body']>>
  : { body?: undefined };

/** What a call of `E` takes: the path's parameters, the query and the body its schemas accept. */
export type EndpointInput<E extends Endpoint> = ParamsPart<E> & QueryPart<E> & BodyPart<E>;

/** What a call of `E` answers: its response schema's output, or nothing. */
export type EndpointAnswer<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : undefined;

/**
 * What the browser keeps of an endpoint: its method, path and operationId, with what a call takes
 * and answers as TYPES only (decision 068). The tables in src/contracts/routes/ hold these,
 * generated from the endpoint tables, so a screen's bundle carries no zod schema it would build
 * at load and never run (the answer is typed, not parsed, in the browser: decision 062).
 */
export type Route<Input = unknown, Answer = unknown> = {
  readonly method: EndpointMethod;
  readonly path: string;
  readonly operationId: string;
  /** Never present at run time: carries the input and answer types (a phantom). */
  readonly [routeTypes]: { readonly input: Input; readonly answer: Answer };
};

/** The phantom's key: declared only, so no value exists and no object literal can forge it. */
declare const routeTypes: unique symbol;

/** The route of endpoint `E`: its literal method, path and operationId, its input and answer types. */
export type RouteOf<E extends Endpoint> = Route<EndpointInput<E>, EndpointAnswer<E>> &
  Pick<E, 'method' | 'path' | 'operationId'>;

/** What a call of route `R` takes. */
export type RouteInput<R extends Route> = R[typeof routeTypes]['input'];

/** What a call of route `R` answers. */
export type RouteAnswer<R extends Route> = R[typeof routeTypes]['answer'];

/** The routes of an endpoint table, entry by entry. */
export type RoutesOf<T extends Readonly<Record<string, Endpoint>>> = {
  readonly [K in keyof T]: RouteOf<T[K]>;
};

/**
 * A route table from the run-time part of an endpoint table (the generated modules of
 * src/contracts/routes/ call it): the parameter's type makes the compiler check each literal
 * method, path and operationId, and that no entry is missing or extra, against `typeof table`.
 */
export function routes<T extends Readonly<Record<string, Endpoint>>>(
  table: {
    readonly [K in keyof T]: Pick<T[K], 'method' | 'path' | 'operationId'>;
  },
): RoutesOf<T> {
  return table as RoutesOf<T>;
}

/** The route of one endpoint, made at run time (a test's own endpoint; screens import src/contracts/routes/). */
export function routeOf<E extends Endpoint>(endpoint: E): RouteOf<E> {
  const { method, path, operationId } = endpoint;
  return { method, path, operationId } as RouteOf<E>;
}
