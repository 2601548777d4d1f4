import { describe, expect, it } from 'vitest';
import { LETTER_SPELLINGS, letterSpelling, spellLetters } from './letter-spellings.ts';

describe('the letter spellings', () => {
  it('hold the Latin letters that decomposition leaves whole, each spelled in ASCII letters', () => {
    for (const [letter, spelling] of Object.entries(LETTER_SPELLINGS)) {
      expect([...letter], letter).toHaveLength(1);
      expect(letter.normalize('NFKD'), letter).toBe(letter);
      expect(spelling, letter).toMatch(/^[A-Za-z]{1,2}$/);
    }
  });

  it.each([...'ßÆæØøŁłĐđÐðıƁɓƊɗƘƙƳƴƐɛƆɔŒœÞþĦħŦŧŊŋƎǝ'])('spell %s', (letter) => {
    expect(letterSpelling(letter)).toBeDefined();
  });

  it('spell out names and leave every other character alone', () => {
    expect(spellLetters('Ɗanjuma Ƙasim')).toBe('Danjuma Kasim');
    expect(spellLetters('Kwɛku Ɔwusu')).toBe('Kweku Owusu');
    // Accents are not the table's: ć is left for decomposition to take apart.
    expect(spellLetters('Đorđević')).toBe('Dordević');
    expect(spellLetters('Yıldız')).toBe('Yildiz');
    expect(spellLetters('Zoë 王 toString constructor')).toBe('Zoë 王 toString constructor');
    expect(letterSpelling('constructor')).toBeUndefined();
    expect(letterSpelling('a')).toBeUndefined();
  });
});
