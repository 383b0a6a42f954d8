// The back office's contact requests: newest first, optionally only those not contacted yet;
// marking one contacted records who and when (and a line in the audit trail).
import * as v from 'valibot';
import { contactServiceOptions } from '../contact/contact-services.ts';

export const contactRequestsQueryMessages = {
  notContacted: 'Use notContacted=true or leave it out',
  cursor: 'This page link is no longer valid; start from the first page',
  limit: 'A page holds 1 to 200 requests',
} as const;

export const adminContactRequestsQuerySchema = v.object({
  notContacted: v.optional(v.picklist(['true', 'false', ''], contactRequestsQueryMessages.notContacted)),
  // Every refusal in the parameter's own words, never the validation library's (a parameter
  // given twice arrives as a list).
  cursor: v.optional(
    v.pipe(
      v.string(contactRequestsQueryMessages.cursor),
      v.maxLength(500, contactRequestsQueryMessages.cursor),
      v.regex(/^[A-Za-z0-9_-]*$/, contactRequestsQueryMessages.cursor),
    ),
  ),
  limit: v.optional(
    v.pipe(
      v.string(contactRequestsQueryMessages.limit),
      v.regex(/^\d{1,3}$/, contactRequestsQueryMessages.limit),
      v.transform(Number),
      v.minValue(1, contactRequestsQueryMessages.limit),
      v.maxValue(200, contactRequestsQueryMessages.limit),
    ),
  ),
});

export const adminContactRequestSchema = v.object({
  id: v.string(),
  name: v.string(),
  phone: v.string(),
  email: v.string(),
  service: v.picklist(contactServiceOptions.map((option) => option.value)),
  message: v.string(),
  smsOptIn: v.boolean(),
  createdAt: v.string(),
  /** Null until someone marks it contacted. */
  contacted: v.nullable(v.object({ at: v.string(), byName: v.string() })),
});
export type AdminContactRequest = v.InferOutput<typeof adminContactRequestSchema>;

export const adminContactRequestsPageSchema = v.object({
  items: v.array(adminContactRequestSchema),
  nextCursor: v.nullable(v.string()),
  /** How many are not contacted yet (all of them, not only this page). */
  notContactedCount: v.number(),
});
export type AdminContactRequestsPage = v.InferOutput<typeof adminContactRequestsPageSchema>;

/** 200 to mark-contacted (idempotent: marking again keeps the first who/when). */
export const adminContactMarkedAnswerSchema = v.object({ request: adminContactRequestSchema });
