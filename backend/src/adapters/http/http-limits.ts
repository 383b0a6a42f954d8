// The bounds the HTTP adapter holds every client to (docs/operations.md, docs/reliability.md).
// Bodies: read by middleware/request-body.ts. Time: set on the server by http-server.ts from the
// configuration (HTTP_*_TIMEOUT_MS).

export interface BodyLimits {
  /** The largest body read, in bytes: a larger declared one is refused unread (413). */
  readonly maxBytes: number;
  /** How many arrays or objects may nest inside each other (a flat JSON object is 1). */
  readonly maxDepth: number;
}

/**
 * Every body the API takes today is a flat object of about 1 KB. 32 levels is far beyond any
 * form and far below what a recursive walk or V8's JSON.stringify (about 10,000) could not take.
 */
export const bodyLimits: BodyLimits = { maxBytes: 32 * 1024, maxDepth: 32 };

export interface HttpTimeouts {
  /** From the connection's first byte (or its opening) to the end of the request's headers. */
  readonly headersMs: number;
  /** From the same start to the end of the request's body; also the longest a socket may stay silent. */
  readonly requestMs: number;
  /** How long a keep-alive connection may wait for its next request (Node adds one second). */
  readonly keepAliveMs: number;
}
