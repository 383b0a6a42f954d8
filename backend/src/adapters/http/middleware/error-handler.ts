// The last word on every failure: a stable JSON shape, the right status, and for the truly
// unexpected a log line under the request id the answer carries (never a stack trace).
import type { ErrorRequestHandler } from 'express';
import { DatesUnavailableError } from '../../../application/availability/dates-unavailable-error.ts';
import { StorageUnavailableError } from '../../../application/storage-unavailable-error.ts';
import { sendError } from '../api-error.ts';
import { sendDatesUnavailable } from '../dates-unavailable-answer.ts';

interface HttpError {
  status?: number;
  statusCode?: number;
}

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error);
  const http = (typeof error === 'object' && error !== null ? error : {}) as HttpError;
  if (error instanceof StorageUnavailableError) {
    req.log?.warn({ err: error }, 'database unavailable');
    return sendError(res, 503, 'service_unavailable');
  }
  // Not a failure: the fleet has no unit on some day of the dates asked for (409, nothing stored).
  if (error instanceof DatesUnavailableError) return sendDatesUnavailable(res, error);
  const status = http.status ?? http.statusCode;
  // Other client errors a library raises (the body reader's own are answered in request-body.ts).
  if (status && status >= 400 && status < 500) {
    return sendError(res, 400, 'validation_failed', {
      fields: { body: 'The request body could not be read.' },
    });
  }
  req.log?.error({ err: error }, 'unexpected error');
  sendError(res, 500, 'internal_error');
};
