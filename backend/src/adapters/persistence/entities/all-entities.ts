import { AuditEventEntity } from './audit-event-entity.ts';
import { BookingAccessTokenEntity } from './booking-access-token-entity.ts';
import { BookingEntity } from './booking-entity.ts';
import { BookingEventEntity } from './booking-event-entity.ts';
import { ContactRequestEntity } from './contact-request-entity.ts';
import { FleetEntity } from './fleet-entity.ts';
import { IdempotencyKeyEntity } from './idempotency-key-entity.ts';
import { OutboxMessageEntity } from './outbox-message-entity.ts';
import { RateLimitCounterEntity } from './rate-limit-counter-entity.ts';
import { SessionEntity } from './session-entity.ts';
import {
  BookingPhoneEntity,
  InboundTextEntity,
  TextConsentEntity,
  TextMessageEntity,
} from './text-message-entities.ts';
import { UserEntity } from './user-entity.ts';

/** Every table the migrations create, for the ORM's metadata discovery. */
export const allEntities = [
  BookingEntity,
  BookingEventEntity,
  ContactRequestEntity,
  UserEntity,
  IdempotencyKeyEntity,
  RateLimitCounterEntity,
  AuditEventEntity,
  BookingAccessTokenEntity,
  OutboxMessageEntity,
  SessionEntity,
  FleetEntity,
  TextConsentEntity,
  BookingPhoneEntity,
  TextMessageEntity,
  InboundTextEntity,
];
