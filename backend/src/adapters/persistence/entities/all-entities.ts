import { AuditEventEntity } from './audit-event-entity.ts';
import { BookingAccessTokenEntity } from './booking-access-token-entity.ts';
import { BookingEntity } from './booking-entity.ts';
import { BookingEventEntity } from './booking-event-entity.ts';
import { BookingNoteEntity } from './booking-note-entity.ts';
import { BookingPhotoEntity } from './booking-photo-entity.ts';
import { BusinessCalendarEntity, BusinessClosureEntity } from './business-calendar-entity.ts';
import { ContactRequestEntity } from './contact-request-entity.ts';
import { ContainerEntity } from './container-entity.ts';
import { CustomerEntity, CustomerKeyEntity } from './customer-entity.ts';
import { CustomerNoteEntity } from './customer-note-entity.ts';
import { FleetEntity } from './fleet-entity.ts';
import { IdempotencyKeyEntity } from './idempotency-key-entity.ts';
import {
  InvoiceEntity,
  InvoiceLineEntity,
  InvoiceNumberCounterEntity,
  InvoicePaymentEntity,
} from './invoice-entity.ts';
import { OutboxMessageEntity } from './outbox-message-entity.ts';
import { RateLimitCounterEntity } from './rate-limit-counter-entity.ts';
import { SessionEntity } from './session-entity.ts';
import { StopAssignmentEntity } from './stop-assignment-entity.ts';
import {
  BookingPhoneEntity,
  InboundTextEntity,
  TextConsentEntity,
  TextMessageEntity,
} from './text-message-entities.ts';
import { TruckEntity } from './truck-entity.ts';
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
  BusinessCalendarEntity,
  BusinessClosureEntity,
  CustomerEntity,
  CustomerKeyEntity,
  BookingNoteEntity,
  ContainerEntity,
  TruckEntity,
  StopAssignmentEntity,
  InvoiceNumberCounterEntity,
  InvoiceEntity,
  InvoiceLineEntity,
  InvoicePaymentEntity,
  TextConsentEntity,
  BookingPhoneEntity,
  TextMessageEntity,
  InboundTextEntity,
  BookingPhotoEntity,
  CustomerNoteEntity,
];
