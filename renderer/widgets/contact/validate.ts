/** Loaded on the first submit only: the same zod schema the function uses, without zod's `new Function` probe (CSP). */
import * as z from 'zod';
import { contactMessage, type ContactMessage } from '../../../schema/contact-message.ts';

z.config({ jitless: true });

/** The payload, or the first problem the schema found (its message is written for visitors). */
export function checkContactMessage(
  payload: unknown,
): { ok: true; value: ContactMessage } | { ok: false; message: string } {
  const result = contactMessage.safeParse(payload);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? '' };
}
