import { MESSAGES } from '@kazi/shared/messages';

/** C0 and C1 controls (CR, LF, NUL, ESC, DEL…), Unicode line and paragraph separators, with the spaces around them. */
const HEADER_BREAKERS = /\s*[\p{Cc}\u2028\u2029][\s\p{Cc}]*/gu;
const LINK = /https?:\/\/[^\s<>"']+/g;

/**
 * Text safe for a mail header (subject, recipient): names and project titles come from users, and
 * a line break in a header would let them add headers of their own. Each run of control
 * characters (and the spaces around it) becomes one space.
 */
export function headerSafe(value: string): string {
  return value.replace(HEADER_BREAKERS, ' ').trim();
}

/** Bidi embeddings, overrides, isolates and marks: they can make text read in another order. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
/** Line breaks and other controls, with the spaces around them (tabs included). */
const BREAKS = /[\s\p{Cc}\u2028\u2029]+/gu;
/** `scheme://`: what mail programs turn into links. */
const SCHEME = /\b([a-z][a-z0-9+.-]*):\/\//gi;
/** The dot before a top-level-domain-like word (`evil.com`, `a@b.co`): mail programs link bare domains. */
const DOMAIN_DOT = /(?<=[\p{L}\p{N}])\.(?=\p{L}{2,}(?![\p{L}\p{N}]))/gu;

/** Links made inert the way security mail does it (`http[:]//evil[.]com`), and no Markdown link syntax. */
function defang(text: string): string {
  return text.replace(SCHEME, '$1[:]//').replace(DOMAIN_DOT, '[.]').replace(/\]\(/g, '] (');
}

/**
 * Text a user typed, for the middle of a line of a plain-text mail (a name, a project title):
 * on one line, with no bidi controls, and no link a mail program could follow. Templates never
 * start a line with it, so it cannot become a heading, a quote or a list either.
 */
export function inert(value: string): string {
  return defang(value.replace(BIDI, '').replace(BREAKS, ' ').trim());
}

/**
 * The first line of every mail to a person: their name as typed (by them or by whoever invited
 * them), inert, or 'there' when there is none.
 */
export function greeting(name: string | null | undefined): string {
  return `Hello ${inert(name ?? '') || 'there'},`;
}

/**
 * A block a user typed (a question), as inert lines indented by four spaces: in Markdown that is
 * a code block, so no line becomes a heading, quote, list or link; in any mail program it reads
 * as a quotation. Runs of blank lines become one.
 */
export function inertBlock(text: string): string {
  return text
    .replace(BIDI, '')
    .split(/\r\n|[\n\r\u2028\u2029]/)
    .map((line) => defang(line.replace(/[\s\p{Cc}]+/gu, ' ').trim()))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .split('\n')
    .map((line) => (line ? `    ${line}` : ''))
    .join('\n');
}

/**
 * A line that carries a secret other than a link: a shared shortlist's password, on a line of its
 * own as `MESSAGES.shortlistShare.mail.passwordLine` writes it (`Password: …`).
 */
const PASSWORD_LINE = new RegExp(
  `^(${escapeRegExp(MESSAGES.shortlistShare.mail.passwordLine.split('{password}')[0] ?? '')})\\S+$`,
  'gm',
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The mail with its links (and a password line) replaced: what admins see of a mail that carries
 * a secret, and all that is kept of it once it is out of our hands (ADR 012).
 */
export function redactLinks(text: string): string {
  return text
    .replace(LINK, MESSAGES.mail.linkHidden)
    .replace(PASSWORD_LINE, `$1${MESSAGES.shortlistShare.mail.passwordHidden}`);
}

/** Whether admins may read a sensitive mail's links: only in mailbox mode, where it was kept for them. */
export function linksHidden(mail: { sensitive: boolean; status: string }, smtpConfigured: boolean): boolean {
  return mail.sensitive && (smtpConfigured || mail.status !== 'stored');
}
