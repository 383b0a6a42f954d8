// GET /my-booking/:token, the page of the customer's e-mail link (docs/decisions/0090): the app
// shell when the token opens a booking (the page then reads it from GET /api/my-booking), else
// the "link not valid" page with the business's phone and status 404, after the same lookup.
// Both are personal: no-store, no referrer (the token is in this URL), noindex.
import { myBookingPaths } from '@dumpster/domain';
import type { RequestHandler } from 'express';
import type { ViewMyBooking } from '../../../application/my-booking/view-my-booking.ts';
import type { SiteLocals } from '../../site/site-handler.ts';

export function myBookingPage(viewMyBooking: ViewMyBooking): RequestHandler {
  return async (req, res, next) => {
    const token = typeof req.params.token === 'string' ? req.params.token : '';
    const view = await viewMyBooking.execute(token);
    const locals = res.locals as SiteLocals;
    locals.sitePage = view ? myBookingPaths.shell : myBookingPaths.linkNotValid;
    locals.status = view ? 200 : 404;
    locals.personalPage = true;
    next();
  };
}
