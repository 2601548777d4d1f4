import { coreMessages } from '../messages/core.ts';
import { format } from '../messages/format.ts';

/** The one message for text over its field's limit of `max` characters. */
export const tooLong = (max: number) => format(coreMessages.api.tooLong, { max });

/**
 * Which characters text input may hold (ADR 017), checked once for every route by the server
 * (apps/server/src/http/text-input.ts). Control characters (C0 but tab, LF and CR; DEL; C1) and
 * broken UTF-16 (a lone surrogate) are refused everywhere: PostgreSQL cannot store NUL, and the
 * rest is never typed by a person. Tab, LF and CR are allowed in long text only.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;
const LINE_OR_TAB = /[\t\n\r]/;

/**
 * Long text: the fields people write paragraphs in (textareas). A key named so, at any depth
 * (`description`, `documents[0][description]`, `change_log.reason`), takes tabs and line
 * breaks; every other field, query parameter and path parameter is a single line. A new long
 * field takes one of these names, or joins the list.
 */
export const LONG_TEXT_FIELDS: ReadonlySet<string> = new Set([
  'description',
  'details',
  'bio',
  'body',
  'reason',
  'accomplished',
  'todo',
  'remarks',
  'notes',
  'deadline_report',
  'next_deadline_fail_reason',
  'message',
  'question',
]);

/** What is wrong with `value` as text of a field (long text or not); null when nothing. */
export function textProblem(value: string, longText: boolean): string | null {
  if (CONTROL.test(value)) return coreMessages.api.controlCharacters;
  if (!longText && LINE_OR_TAB.test(value)) return coreMessages.api.singleLine;
  return null;
}

/** Whether the field at `path` (keys and array indexes) is long text: its last named key says. */
export function isLongTextPath(path: readonly (string | number)[]): boolean {
  for (let index = path.length - 1; index >= 0; index -= 1) {
    const key = path[index];
    if (typeof key === 'string' && !/^\d+$/.test(key)) return LONG_TEXT_FIELDS.has(key);
  }
  return false;
}
