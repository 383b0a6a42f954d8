import type { MigrationObject } from '@mikro-orm/core';
import { Migration0001Initial } from './migration-0001-initial.ts';
import { Migration0002BookingReferencesAndHistory } from './migration-0002-booking-references-and-history.ts';
import { Migration0003AuditTrail } from './migration-0003-audit-trail.ts';
import { Migration0004Outbox } from './migration-0004-outbox.ts';
import { Migration0005Fleet } from './migration-0005-fleet.ts';
import { Migration0006AdminUsersAndSessions } from './migration-0006-admin-users-and-sessions.ts';
import { Migration0007BookingAccessTokens } from './migration-0007-booking-access-tokens.ts';
import { Migration0008OccupiedRangeIndex } from './migration-0008-occupied-range-index.ts';
import { Migration0009SendTimePartsAndCanonicalEmails } from './migration-0009-send-time-parts-and-canonical-emails.ts';
import { Migration0010PasswordVersions } from './migration-0010-password-versions.ts';
import { Migration0011BusinessCalendar } from './migration-0011-business-calendar.ts';
import { Migration0012Customers } from './migration-0012-customers.ts';
import { Migration0013BookingNotes } from './migration-0013-booking-notes.ts';
import { Migration0014Containers } from './migration-0014-containers.ts';
import { Migration0015Dispatch } from './migration-0015-dispatch.ts';
import { Migration0016Billing } from './migration-0016-billing.ts';
import { Migration0017BookingPhotos } from './migration-0017-booking-photos.ts';
import { Migration0018TextMessages } from './migration-0018-text-messages.ts';
import { Migration0019CustomerNotes } from './migration-0019-customer-notes.ts';

/** Every migration, in order. A new one is appended here and never edited once released. */
export const migrationsList: MigrationObject[] = [
  { name: '0001-initial', class: Migration0001Initial },
  { name: '0002-booking-references-and-history', class: Migration0002BookingReferencesAndHistory },
  { name: '0003-audit-trail', class: Migration0003AuditTrail },
  { name: '0004-outbox', class: Migration0004Outbox },
  { name: '0005-fleet', class: Migration0005Fleet },
  { name: '0006-admin-users-and-sessions', class: Migration0006AdminUsersAndSessions },
  { name: '0007-booking-access-tokens', class: Migration0007BookingAccessTokens },
  { name: '0008-occupied-range-index', class: Migration0008OccupiedRangeIndex },
  { name: '0009-send-time-parts-and-canonical-emails', class: Migration0009SendTimePartsAndCanonicalEmails },
  { name: '0010-password-versions', class: Migration0010PasswordVersions },
  { name: '0011-business-calendar', class: Migration0011BusinessCalendar },
  { name: '0012-customers', class: Migration0012Customers },
  { name: '0013-booking-notes', class: Migration0013BookingNotes },
  { name: '0014-containers', class: Migration0014Containers },
  { name: '0015-dispatch', class: Migration0015Dispatch },
  { name: '0016-billing', class: Migration0016Billing },
  { name: '0017-booking-photos', class: Migration0017BookingPhotos },
  { name: '0018-text-messages', class: Migration0018TextMessages },
  { name: '0019-customer-notes', class: Migration0019CustomerNotes },
];
