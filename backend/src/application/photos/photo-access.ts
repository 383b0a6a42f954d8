// Who may see a photo (docs/decisions/0148: "served only to staff and to that booking's
// customer, never at a guessable public address"). Deny unless one of these holds:
//   - staff and owners, signed in to the back office: every photo;
//   - a driver, signed in: the photos of a stop assigned to them now (not another route's);
//   - the customer, through their own booking's My booking link: that booking's photos.
// Anyone else is asked to sign in (401). A signed-in driver reaching past their stops gets 403
// (the authorization matrix's rows); a customer asking for another booking's photo gets 404, as
// a link's page does for anything outside its booking.

export type PhotoViewer =
  /** A back office session; the role as the session says. */
  | { readonly kind: 'staff'; readonly role: string }
  | { readonly kind: 'driver'; readonly userId: string }
  /** A valid, unrevoked My booking link, already resolved to its booking. */
  | { readonly kind: 'customer'; readonly bookingId: string }
  | { readonly kind: 'anonymous' };

/** What the decision needs to know of the photo, read from its row and its stop. */
export interface PhotoAccessFacts {
  readonly bookingId: string;
  /** The driver the photo's stop is assigned to now; null when it has no stop or no driver. */
  readonly stopDriverId: string | null;
}

export type PhotoAccess =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly status: 401 | 403 | 404 };

// The back office roles that see every photo, named rather than "any staff kind", so a role
// added later (a driver signing in like staff) sees nothing until it is given a rule here.
const rolesSeeingEveryPhoto = new Set(['owner', 'staff']);

/** The decision for one viewer and one photo (null: no photo has that id). */
export function decidePhotoAccess(viewer: PhotoViewer, photo: PhotoAccessFacts | null): PhotoAccess {
  switch (viewer.kind) {
    case 'anonymous':
      return { allowed: false, status: 401 };
    case 'staff':
      if (!rolesSeeingEveryPhoto.has(viewer.role)) return { allowed: false, status: 403 };
      return photo ? { allowed: true } : { allowed: false, status: 404 };
    case 'driver':
      if (!photo) return { allowed: false, status: 404 };
      return photo.stopDriverId !== null && photo.stopDriverId === viewer.userId
        ? { allowed: true }
        : { allowed: false, status: 403 };
    case 'customer':
      return photo && photo.bookingId === viewer.bookingId
        ? { allowed: true }
        : { allowed: false, status: 404 };
    default:
      return { allowed: false, status: 401 };
  }
}
