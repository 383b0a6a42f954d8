// Bodies are JSON of at most 32 KB: anything else is refused before it reaches a route.
import express, { type RequestHandler } from 'express';
import { sendError } from '../api-error.ts';

export const bodyLimitBytes = 32 * 1024;

const jsonType = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/** 415 for a body that is not JSON (a missing Content-Type included). */
export const requireJson: RequestHandler = (req, res, next) => {
  // The header, not req.is(): an empty JSON request is a validation error, not a media-type one.
  if (jsonType.test(req.headers['content-type'] ?? '')) return next();
  sendError(res, 415, 'unsupported_media_type');
};

export const parseJson: RequestHandler = express.json({
  limit: bodyLimitBytes,
  type: ['application/json', 'application/*+json'],
  strict: true,
});
