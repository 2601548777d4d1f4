import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { isLongTextPath, textProblem } from './text.ts';

describe('text input', () => {
  it.each(['\u0000', '\u0007', '\u000b', '\u001b', '\u007f', '\u0085', '\u009f', '\ud800', '\udc00'])(
    'refuses %j anywhere, long text too',
    (char) => {
      expect(textProblem(`a${char}b`, true)).toBe(MESSAGES.api.controlCharacters);
      expect(textProblem(`a${char}b`, false)).toBe(MESSAGES.api.controlCharacters);
    },
  );

  it('keeps tab and line breaks in long text only', () => {
    expect(textProblem('one\r\ntwo\tthree', true)).toBeNull();
    for (const char of ['\t', '\n', '\r'])
      expect(textProblem(`a${char}b`, false)).toBe(MESSAGES.api.singleLine);
  });

  it('keeps every other character: accents, emoji, right-to-left text', () => {
    expect(textProblem('Amína 👩🏾‍💻 مرحبا «ok» €', false)).toBeNull();
  });

  it('tells long text by its last named key', () => {
    expect(isLongTextPath(['description'])).toBe(true);
    expect(isLongTextPath(['documents', '0', 'description'])).toBe(true);
    expect(isLongTextPath(['change_log', 'reason'])).toBe(true);
    expect(isLongTextPath(['skills', 0])).toBe(false);
    expect(isLongTextPath(['title'])).toBe(false);
    expect(isLongTextPath([])).toBe(false);
  });
});
