// The last word on every failure: a stable JSON shape, the right status, and for the truly
// unexpected a log line under the request id the answer carries (never a stack trace).
import type { ErrorRequestHandler } from 'express';
import { StorageUnavailableError } from '../../../application/storage-unavailable-error.ts';
import { errorMessages, sendError } from '../api-error.ts';

interface HttpError {
  status?: number;
  statusCode?: number;
  type?: string;
}

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error);
  const http = (typeof error === 'object' && error !== null ? error : {}) as HttpError;
  switch (http.type) {
    case 'entity.parse.failed':
      return sendError(res, 400, 'validation_failed', {
        message: errorMessages.malformed_json,
        fields: { body: errorMessages.malformed_json },
      });
    case 'entity.too.large':
      return sendError(res, 413, 'payload_too_large');
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return sendError(res, 415, 'unsupported_media_type');
  }
  if (error instanceof StorageUnavailableError) {
    req.log?.warn({ err: error }, 'database unavailable');
    return sendError(res, 503, 'service_unavailable');
  }
  const status = http.status ?? http.statusCode;
  // Other client errors raised by the body reader (an aborted upload, a bad length...).
  if (status && status >= 400 && status < 500) {
    return sendError(res, 400, 'validation_failed', {
      fields: { body: 'The request body could not be read.' },
    });
  }
  req.log?.error({ err: error }, 'unexpected error');
  sendError(res, 500, 'internal_error');
};
