// Bodies of the public forms' native posts (decision 0051): application/x-www-form-urlencoded,
// UTF-8, at most 32 KB and 64 fields, read as flat strings (no nested keys). Kept apart from the
// JSON body middleware so the body-parsing hardening can take it in as it is.
import express, { type RequestHandler } from 'express';
import { sendError } from '../api-error.ts';
import { bodyLimitBytes } from './json-body.ts';

const urlencodedType = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/** 415 for a form post that is not urlencoded (a missing Content-Type included). */
export const requireUrlencoded: RequestHandler = (req, res, next) => {
  if (urlencodedType.test(req.headers['content-type'] ?? '')) return next();
  sendError(res, 415, 'unsupported_media_type', {
    message: 'Send the form as application/x-www-form-urlencoded.',
  });
};

export const parseUrlencoded: RequestHandler = express.urlencoded({
  extended: false,
  limit: bodyLimitBytes,
  parameterLimit: 64,
  type: 'application/x-www-form-urlencoded',
});
