/**
 * Latin letters that Unicode decomposition leaves whole, spelled in plain ASCII letters.
 *
 * NFD/NFKD take the accent off `é` or `Ş` (a letter plus a combining mark), but a stroke, a hook,
 * an open or turned form or a ligature is part of the letter: `Đ`, `Ł`, `ı`, `Ɗ`, `Ƙ`, `ɛ`, `ɔ`,
 * `Æ`, `ß` have no decomposition, so text brought down to a small character set loses them
 * ("Ɗanjuma Ƙasim" → "anjuma asim") unless they are spelled out. The spellings are those of the
 * Unicode CLDR Latin-ASCII transliteration. Used where names leave Kazi in a restricted alphabet:
 * the SEPA file (`sepaText`, the EPC basic Latin set) and the invoice PDF (WinAnsi, which prints
 * some of these itself and spells the rest).
 */
export const LETTER_SPELLINGS: Readonly<Record<string, string>> = {
  // German, Scandinavian, Icelandic, French
  ß: 'ss',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'ae',
  Ø: 'O',
  ø: 'o',
  Œ: 'OE',
  œ: 'oe',
  Þ: 'TH',
  þ: 'th',
  Ð: 'D',
  ð: 'd',
  // Polish, South Slavic, Turkish, Maltese, Sami
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
  Ŧ: 'T',
  ŧ: 't',
  Ŋ: 'N',
  ŋ: 'n',
  // West African alphabets (Hausa, Fula, Akan, Ewe, Yoruba), Pan-Nigerian, Azerbaijani
  Ɓ: 'B',
  ɓ: 'b',
  Ɗ: 'D',
  ɗ: 'd',
  Ɖ: 'D',
  ɖ: 'd',
  Ƙ: 'K',
  ƙ: 'k',
  Ƴ: 'Y',
  ƴ: 'y',
  Ɛ: 'E',
  ɛ: 'e',
  Ɔ: 'O',
  ɔ: 'o',
  Ǝ: 'E',
  ǝ: 'e',
  Ə: 'E',
  ə: 'e',
};

/** One character's spelling, or undefined when the table has none. */
export const letterSpelling = (char: string): string | undefined =>
  Object.hasOwn(LETTER_SPELLINGS, char) ? LETTER_SPELLINGS[char] : undefined;

/** The text with every letter of the table spelled out; anything else is left as it is. */
export function spellLetters(text: string): string {
  let out = '';
  for (const char of text) out += letterSpelling(char) ?? char;
  return out;
}
