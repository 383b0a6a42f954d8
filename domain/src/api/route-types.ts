// The types a route declaration gives its server handler and its client: the parsed request
// (path parameters, query, body) and the union of its answers, each status with its body.
import type * as v from 'valibot';
import type { AnswerDeclaration, AnySchema, BodyDeclaration, RouteDeclaration } from './route-declaration.ts';

/** `{ id: string; messageId: string }` for `/api/admin/bookings/:id/messages/:messageId/resend`. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

type Flatten<T> = { [K in keyof T]: T[K] } & {};

type SchemaOfBody<Body> = Body extends (day: never) => infer Schema ? Schema : Body;

type RequestPart<
  Route extends RouteDeclaration,
  Part extends 'params' | 'query' | 'body',
> = Route['request'] extends { readonly [P in Part]: infer Declared }
  ? Declared extends BodyDeclaration
    ? SchemaOfBody<Declared>
    : never
  : never;

type Output<Schema> = Schema extends AnySchema ? v.InferOutput<Schema> : never;
type Input<Schema> = Schema extends AnySchema ? v.InferInput<Schema> : never;

/** The parsed path parameters: the params schema's output, else a string per `:name`. */
export type RouteParams<Route extends RouteDeclaration> = [RequestPart<Route, 'params'>] extends [never]
  ? Flatten<PathParams<Route['path']>>
  : Output<RequestPart<Route, 'params'>>;

/** The parsed query (undefined for a route without a query schema). */
export type RouteQuery<Route extends RouteDeclaration> = [RequestPart<Route, 'query'>] extends [never]
  ? undefined
  : Output<RequestPart<Route, 'query'>>;

/** The parsed body (undefined for a route without a body). */
export type RouteBody<Route extends RouteDeclaration> = [RequestPart<Route, 'body'>] extends [never]
  ? undefined
  : Output<RequestPart<Route, 'body'>>;

/** What a client sends: the path parameters, and the query and body as their schemas take them. */
export type RouteRequest<Route extends RouteDeclaration> = Flatten<
  { readonly params: RouteParams<Route> } & ([RequestPart<Route, 'query'>] extends [never]
    ? unknown
    : { readonly query: Input<RequestPart<Route, 'query'>> }) &
    ([RequestPart<Route, 'body'>] extends [never]
      ? unknown
      : { readonly body: Input<RequestPart<Route, 'body'>> }) &
    // The Idempotency-Key header, for a route that takes one (the same key across a retry).
    (Route['request'] extends { readonly idempotency: unknown }
      ? { readonly idempotencyKey?: string }
      : unknown)
>;

/** An error body without its requestId: the server adds the request's own. */
type WithoutRequestId<Body> = Body extends object
  ? 'requestId' extends keyof Body
    ? Omit<Body, 'requestId'>
    : Body
  : Body;

type AnswerBody<Answer> = Answer extends { readonly contentType: string }
  ? { readonly stream: StreamAnswer }
  : Answer extends { readonly body: infer Schema }
    ? { readonly body: WithoutRequestId<Output<Schema>> }
    : { readonly body?: undefined };

/** Writes a non-JSON answer at the client's pace (the status and headers are set first). */
export type StreamAnswer = (out: {
  write(chunk: string | Uint8Array): Promise<boolean>;
  setHeader(name: string, value: string): void;
}) => Promise<void>;

/** One declared answer: its status, its body (or stream) and headers to add. */
export type DeclaredAnswer<Route extends RouteDeclaration> = {
  [Status in keyof Route['answers'] & number]: Flatten<
    { readonly status: Status; readonly headers?: Readonly<Record<string, string>> } & AnswerBody<
      Route['answers'][Status]
    >
  >;
}[keyof Route['answers'] & number];

/** The error answers a handler may give beyond its declared ones, as derived-answers.ts derives them. */
export type DerivedHandlerAnswer<Route extends RouteDeclaration> =
  | (Route['request'] extends
      | { readonly body: unknown }
      | { readonly query: unknown }
      | { readonly params: unknown }
      ? ValidationAnswer
      : never)
  | (Route['access'] extends { readonly kind: 'customer-link' } ? LinkNotValidAnswer : never)
  | (Route['request'] extends { readonly idempotency: unknown }
      ? ValidationAnswer | { readonly status: 422; readonly body: ProblemBody<'idempotency_key_reused'> }
      : never);

export interface ProblemBody<Code extends string = string> {
  readonly error: Code;
  readonly message: string;
}

export interface ValidationAnswer {
  readonly status: 400;
  readonly body: ProblemBody<'validation_failed'> & { readonly fields: Readonly<Record<string, string>> };
}

export interface LinkNotValidAnswer {
  readonly status: 404;
  readonly body: ProblemBody<'not_found'>;
}

/** Everything a handler may answer. */
export type RouteAnswer<Route extends RouteDeclaration> = DeclaredAnswer<Route> | DerivedHandlerAnswer<Route>;

/** The body of one status's answer as the client receives it (requestId included). */
export type AnswerOf<
  Route extends RouteDeclaration,
  Status extends keyof Route['answers'],
> = Route['answers'][Status] extends { readonly body: infer Schema } ? Output<Schema> : undefined;

/** The success answer's body (the lowest 2xx status declared). */
export type SuccessOf<Route extends RouteDeclaration> = AnswerOf<
  Route,
  Extract<keyof Route['answers'], 200 | 201 | 202 | 204>
>;

export type { AnswerDeclaration };
