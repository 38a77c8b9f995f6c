import { z } from 'zod';
import { emailSchema, multiLine, singleLine } from './fields.ts';
import { digitsOnly, PHONE_DIGITS } from './format.ts';
import { booleanQuery, pagingQuery } from './paging.ts';

export const CONTACT_MESSAGE_MAX = 5000;

/** Who writes from the public site: the contact form and a visit request ask the same. */
export const senderFields = {
  name: singleLine().trim().min(1, 'Name is required').max(150, 'Name must have at most 150 characters'),
  email: emailSchema,
  phone: z
    .string()
    .max(30)
    .transform((v) => digitsOnly(v))
    .refine((v) => v.length === 0 || v.length === PHONE_DIGITS, 'Phone must have 10 digits')
    .transform((v) => (v.length === 0 ? null : v))
    .nullish(),
};

export const contactMessageBody = z.strictObject({
  ...senderFields,
  message: multiLine()
    .trim()
    .min(1, 'Message is required')
    .max(CONTACT_MESSAGE_MAX, `Message must have at most ${CONTACT_MESSAGE_MAX} characters`),
});
export type ContactMessageBody = z.input<typeof contactMessageBody>;

export const contactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  created_at: z.string(),
  /** When an admin marked it read; null while unread. */
  read_at: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

/** The messages list's query: a page, and `unread=true` for the unread ones only. */
export const contactMessageListQuery = pagingQuery.extend({
  unread: booleanQuery,
});
export type ContactMessageListQuery = z.infer<typeof contactMessageListQuery>;
