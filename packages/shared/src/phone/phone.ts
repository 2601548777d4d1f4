import { ParseError, parsePhoneNumberWithError } from 'libphonenumber-js';
import { peopleMessages } from '../messages/people.ts';

export type PhoneResult = { ok: true; e164: string } | { ok: false; message: string };

/**
 * Parses a phone number written in international form (`+256 772 000 001`) into E.164
 * (`+256772000001`). A number that does not parse as an international number reads
 * 'Invalid country calling code'. libphonenumber-js throws codes, not messages (INVALID_COUNTRY,
 * NOT_A_NUMBER, TOO_SHORT, TOO_LONG, INVALID_LENGTH): every one of them, and a number whose
 * length is impossible for its country, maps to that one message.
 */
export function parseInternationalPhone(raw: string): PhoneResult {
  const value = raw.trim();
  if (!value) return { ok: false, message: peopleMessages.profile.phoneRequired };
  try {
    const parsed = parsePhoneNumberWithError(value);
    if (!parsed.isPossible()) return { ok: false, message: peopleMessages.profile.phoneInvalid };
    return { ok: true, e164: parsed.number };
  } catch (error) {
    if (error instanceof ParseError) return { ok: false, message: peopleMessages.profile.phoneInvalid };
    throw error;
  }
}

/** A stored E.164 number as people write it (`+256 772 000 001`); anything unparsable as it is. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  try {
    return parsePhoneNumberWithError(value).formatInternational();
  } catch {
    return value;
  }
}
