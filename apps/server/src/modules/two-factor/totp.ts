import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT, recoveryCode } from '@kazi/shared/auth/two-factor';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'Kazi';
/** One 30-second step either side of now: clocks drift, and typing takes time. */
const TOLERANCE_SECONDS = 30;

/** A new TOTP secret: 160 random bits in base32, what authenticator apps expect. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function otpauthUri(account: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: account, secret });
}

/** The QR code as an SVG data: URL, drawn here: the secret never goes to an outside service. */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step of `code` when it is valid now and later than `afterStep` (the last one
 * accepted): a code works once. Null otherwise.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib throws rather than answering invalid when the last step used is past the window
    // (a clock that went back, a code used at the window's far edge): a wrong code, not a 500.
    return null;
  }
}

/** No 0/o, 1/l/i: codes are read off paper. 31 symbols, 16 of them: about 79 bits per code. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE_LENGTH = 16;

/** `abcd-efgh-jkmn-pqrs`: shown once; typed back with or without dashes, in any case. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return chars.match(/.{4}/g)?.join('-') ?? chars;
  });
}

/**
 * Only this is stored. `code` must already be normalised by the shared `recoveryCode` schema
 * (the request bodies are; new codes go through it before hashing): one normaliser, one place.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code).digest('base64url');
}

/** The hash of a code as shown to the person (`abcd-efgh-…`), normalised as typed ones are. */
export function hashNewRecoveryCode(code: string): string {
  return hashRecoveryCode(recoveryCode.parse(code));
}
