/**
 * pdfkit's built-in fonts (Helvetica) encode WinAnsi only; any other character prints as
 * garbage. Text from users (names, addresses, titles) is brought into WinAnsi: accents that
 * decompose lose their mark (Ş → S), a few letters that do not are spelled out (Ł → L), and what
 * is left becomes '?'. Embedding a Unicode font would print them all, at the cost of its size in
 * every PDF and of rendering time.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SPELLED: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
};

const encodable = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(char);
};

export function printable(text: string): string {
  let out = '';
  for (const char of text) {
    if (char === '\n' || encodable(char)) out += char;
    else if (SPELLED[char]) out += SPELLED[char];
    else {
      const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += [...bare].every(encodable) && bare ? bare : '?';
    }
  }
  return out;
}
