// Table `booking_photos` (migration 0017, decision 0190): a photo's row, its bytes in the object
// store under `storage_key` and `thumbnail_key`.
import { defineEntity, p } from '@mikro-orm/core';
import { BookingEntity } from './booking-entity.ts';

export const BookingPhotoEntity = defineEntity({
  name: 'BookingPhoto',
  tableName: 'booking_photos',
  properties: {
    id: p.uuid().primary(),
    booking: () => p.manyToOne(BookingEntity).deleteRule('cascade'),
    stopId: p.string().length(120).nullable(),
    kind: p.string().length(16),
    storageKey: p.string().length(200),
    thumbnailKey: p.string().length(200),
    contentType: p.string().length(40),
    bytes: p.integer(),
    width: p.integer(),
    height: p.integer(),
    capturedAt: p.datetime().nullable(),
    uploadedBy: p.string().length(100),
    uploadedAt: p.datetime(),
  },
  indexes: [
    { name: 'booking_photos_booking_id_index', properties: ['booking', 'uploadedAt'] },
    { name: 'booking_photos_storage_key_index', properties: ['storageKey'] },
    { name: 'booking_photos_thumbnail_key_index', properties: ['thumbnailKey'] },
  ],
  checks: [
    {
      name: 'booking_photos_kind_check',
      expression: `"kind" in ('placement', 'scale_ticket', 'problem')`,
    },
  ],
});
