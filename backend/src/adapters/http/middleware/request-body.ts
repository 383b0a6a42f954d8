// Reads a request body for a route, within bounds, before anything else looks at it:
// - the media type must be one of the route's formats (body-formats.ts), else 415;
// - the charset, when given, must be UTF-8 (no charset reads as UTF-8), else 415, and the bytes
//   must be valid UTF-8, else 415: nothing is decoded from UTF-7, UTF-16 or Latin-1;
// - no Content-Encoding (compressed bodies are not inflated), else 415;
// - a declared Content-Length over the limit is 413 before a byte is read, and a body that
//   grows past the limit while streaming (chunked) is cut there with 413;
// - the parsed value may nest at most `maxDepth` arrays or objects, else 400.
// Refusals use the API's error shape; one given before the body was read closes the connection
// (api-error.ts), so an unread body is never drained. docs/api.md and docs/reliability.md.
import { parse as parseContentType } from 'content-type';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import getRawBody from 'raw-body';
import { sendError } from '../api-error.ts';
import type { BodyFormat } from '../body-formats.ts';
import { type BodyLimits, bodyLimits } from '../http-limits.ts';
import { nestedDeeperThan } from '../value-tree.ts';

const utf8Labels = new Set(['utf-8', 'utf8']);
/** Throws on bytes that are not UTF-8; drops a leading byte order mark. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

export const bodyMessages = {
  charset: 'Send the request body in UTF-8 (charset=utf-8, or no charset).',
  notUtf8: 'The request body is not valid UTF-8.',
  contentEncoding: 'Send the request body without a Content-Encoding.',
  tooLarge: (maxBytes: number) => `The request body is larger than ${Math.floor(maxBytes / 1024)} KB.`,
  tooDeep: (maxDepth: number) => `The request body nests more than ${maxDepth} levels deep.`,
};

interface Refusal {
  readonly status: 413 | 415;
  readonly message: string;
}

/** The format the body is in, or what the headers alone already refuse. */
function formatOrRefusal(
  req: Request,
  formats: readonly BodyFormat[],
  limits: BodyLimits,
  unsupported: string,
): BodyFormat | Refusal {
  let contentType: ReturnType<typeof parseContentType>;
  try {
    contentType = parseContentType(req.headers['content-type'] ?? '');
  } catch {
    return { status: 415, message: unsupported };
  }
  const format = formats.find((candidate) => candidate.accepts(contentType.type));
  if (!format) return { status: 415, message: unsupported };
  const charset = contentType.parameters.charset?.toLowerCase();
  if (charset !== undefined && !utf8Labels.has(charset))
    return { status: 415, message: bodyMessages.charset };
  const encoding = req.headers['content-encoding']?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') return { status: 415, message: bodyMessages.contentEncoding };
  if (Number(req.headers['content-length'] ?? 0) > limits.maxBytes)
    return { status: 413, message: bodyMessages.tooLarge(limits.maxBytes) };
  return format;
}

function refuse(res: Response, { status, message }: Refusal): void {
  sendError(res, status, status === 413 ? 'payload_too_large' : 'unsupported_media_type', { message });
}

function malformed(res: Response, message: string): void {
  sendError(res, 400, 'validation_failed', { message, fields: { body: message } });
}

function onReadError(error: getRawBody.RawBodyError, res: Response, next: NextFunction, limits: BodyLimits) {
  switch (error.type) {
    case 'entity.too.large':
      return refuse(res, { status: 413, message: bodyMessages.tooLarge(limits.maxBytes) });
    case 'request.aborted':
      // The client is gone: there is nobody to answer.
      return;
    case 'request.size.invalid':
      return malformed(res, 'The request body is shorter than its Content-Length.');
    default:
      return next(error);
  }
}

/**
 * Middleware that leaves the parsed body in req.body, or answers the refusal itself. Put it first
 * on a route, before anything that costs (the rate limiter's database call included).
 */
export function readBody(formats: readonly BodyFormat[], limits: BodyLimits = bodyLimits): RequestHandler {
  const unsupported = `Send the request body as ${formats.map((format) => format.description).join(' or as ')}.`;
  return (req, res, next) => {
    const format = formatOrRefusal(req, formats, limits, unsupported);
    if ('status' in format) return refuse(res, format);
    getRawBody(
      req,
      { length: req.headers['content-length'] ?? null, limit: limits.maxBytes },
      (error, bytes) => {
        if (error) return onReadError(error, res, next, limits);
        let text: string;
        try {
          text = utf8.decode(bytes);
        } catch {
          return refuse(res, { status: 415, message: bodyMessages.notUtf8 });
        }
        let value: unknown;
        try {
          value = format.parse(text);
        } catch {
          return malformed(res, format.malformedMessage);
        }
        if (nestedDeeperThan(value, limits.maxDepth))
          return malformed(res, bodyMessages.tooDeep(limits.maxDepth));
        req.body = value;
        next();
      },
    );
  };
}
