import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: codes are read aloud and typed by hand. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 10;

/**
 * A talent's referral code (`referral_details.referral_code`): 10 characters from a
 * 31-symbol alphabet (~49 bits), unique by index. Given once, when the profile of someone who may
 * refer (permission `referral.view`) is first written.
 */
export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
