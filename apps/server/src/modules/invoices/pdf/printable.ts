import { letterSpelling } from '@kazi/shared/invoices/letter-spellings';

/**
 * pdfkit's built-in fonts (Helvetica) encode WinAnsi only; any other character prints as
 * garbage. Text from users (names, addresses, titles) is brought into WinAnsi: what it holds
 * prints as it is (ß, Æ, Ø, Œ, Þ, Ð), accents that decompose lose their mark (Ş → S), letters
 * that do not are spelled out as in the SEPA file (Ł → L, Đ → D, ı → i, Ɗ → D, ɛ → e; the shared
 * `letter-spellings.ts`), and what is left becomes '?'. Embedding a Unicode font would print them
 * all, at the cost of its size in every PDF and of rendering time.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const encodable = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
};

/** A character WinAnsi cannot print, in characters it can, or '?'. */
function standIn(char: string): string {
  const spelled = letterSpelling(char);
  if (spelled) return spelled;
  // A mark that composes with no letter before it (text is composed first) is left out.
  if (/^\p{M}$/u.test(char)) return '';
  // Without its marks: a letter left whole inside prints (Ǿ → Ø) or is spelled out.
  let bare = '';
  for (const part of char.normalize('NFKD').replace(/\p{M}/gu, '')) {
    const shown = encodable(part) ? part : letterSpelling(part);
    if (shown === undefined) return '?';
    bare += shown;
  }
  return bare || '?';
}

export function printable(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) out += char === '\n' || encodable(char) ? char : standIn(char);
  return out;
}
