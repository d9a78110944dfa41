/**
 * POST /locations/contact/{key}: a visitor's message to a location, kept in SQLite (migration 10) so
 * nothing a visitor submits is lost. Fields: subject, message, senderName, senderEmail, senderPhone,
 * referrerUrl (maps-toolkit section 7).
 */
import type { ContactParams } from '../../../maps/service/types.ts';
import type { Db } from '../db/database.ts';
import { InputError } from '../validation.ts';
import { readString, type Params } from './params.ts';

export const CONTACT_LIMITS = { subject: 200, message: 5000, senderName: 200, senderEmail: 254, senderPhone: 40, referrerUrl: 2000 } as const;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const PHONE = /^[+()\d\s.-]{5,40}$/;
/** C0 controls but tab, line feed and carriage return, and DEL; C1 controls are allowed. */
const CONTROL = /[^\P{Cc}\t\n\r\u0080-\u009f]/u;

/** What the client's `contact` call sends (maps/service/types.ts). */
export type ContactMessage = ContactParams;

function text(params: Params, name: keyof typeof CONTACT_LIMITS, required: boolean): string | undefined {
  const value = readString(params, name, { required, maxLength: CONTACT_LIMITS[name] })?.trim();
  if (value === undefined || value === '') {
    if (required) throw new InputError(name, `${name} must not be blank`);
    return undefined;
  }
  if (CONTROL.test(value)) throw new InputError(name, `${name} must not contain control characters`);
  return value;
}

export function readContact(params: Params): ContactMessage {
  const message: ContactMessage = {
    subject: text(params, 'subject', true) ?? '',
    message: text(params, 'message', true) ?? '',
    senderName: text(params, 'senderName', true) ?? '',
    senderEmail: text(params, 'senderEmail', true) ?? '',
  };
  if (!EMAIL.test(message.senderEmail)) throw new InputError('senderEmail', 'senderEmail must be an email address');
  const phone = text(params, 'senderPhone', false);
  if (phone !== undefined) {
    if (!PHONE.test(phone)) throw new InputError('senderPhone', 'senderPhone may hold only digits, spaces and + ( ) . -');
    message.senderPhone = phone;
  }
  const referrer = text(params, 'referrerUrl', false);
  if (referrer !== undefined) {
    let url: URL;
    try {
      url = new URL(referrer);
    } catch {
      throw new InputError('referrerUrl', 'referrerUrl must be an absolute URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InputError('referrerUrl', 'referrerUrl must be an http or https URL');
    message.referrerUrl = referrer;
  }
  return message;
}

export function saveContact(db: Db, locationKey: string, message: ContactMessage): { id: number; received: string } {
  const row = db
    .prepare(
      `INSERT INTO maps_contact_messages (location_key, subject, message, sender_name, sender_email, sender_phone, referrer_url)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id, created_at`,
    )
    .get(locationKey, message.subject, message.message, message.senderName, message.senderEmail, message.senderPhone ?? null, message.referrerUrl ?? null) as {
    id: number;
    created_at: string;
  };
  return { id: row.id, received: row.created_at };
}
