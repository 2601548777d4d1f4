import { describe, expect, it } from 'vitest';
import { headerKey, payoutIdOfReference, payoutReference, sepaText } from './payout-sheets.ts';

describe('payout references', () => {
  it('names a payout by its number, else by PO-<id>, and reads the id back', () => {
    expect(payoutReference({ id: 7, number: 'PO-2026-0003' })).toBe('PO-2026-0003');
    expect(payoutReference({ id: 7, number: null })).toBe('PO-7');
    expect(payoutIdOfReference('PO-7')).toBe(7);
    expect(payoutIdOfReference(' po-12 ')).toBe(12);
    expect(payoutIdOfReference('PO-2026-0003')).toBeNull();
    expect(payoutIdOfReference('INV-1')).toBeNull();
  });

  it('compares headers by letters and digits', () => {
    expect(headerKey('Amount (EUR)')).toBe('amounteur');
    expect(headerKey(' Invoice No. ')).toBe('invoiceno');
  });
});

describe('sepaText', () => {
  it.each([
    ['Jürgen Müller', 'Jurgen Muller'],
    ['Straße & Søn', 'Strasse Son'],
    ['Łukasz Żółć', 'Lukasz Zolc'],
    ['Zoë  "O\'Brien"', "Zoe O'Brien"],
    ['王小明', ''],
    // Letters without a decomposition: spelled out, never blanked.
    ['Ɗanjuma Ƙasim', 'Danjuma Kasim'],
    ['Kwɛku Ɔwusu', 'Kweku Owusu'],
    ['Đorđević', 'Dordevic'],
    ['Yıldız', 'Yildiz'],
    ['Ɓello Ƴusuf ɗan ƙasa', 'Bello Yusuf dan kasa'],
    ['Ðóra Þórsdóttir', 'Dora THorsdottir'],
    ['Ærøskøbing Œuvre œil', 'AEroskobing OEuvre oeil'],
    ['Ħamrun Ŧ ŧ ħ', 'Hamrun T t h'],
    ['Ŋgoné ŋ', 'Ngone n'],
    ['ǝ Ǝ Əliyev', 'e E Eliyev'],
    ['Ǿle Ǣ', 'Ole AE'],
    // Decomposed input, and compatibility forms.
    ['Mu\u0308ller ﬁne', 'Muller fine'],
  ])('%s → %s', (input, expected) => {
    expect(sepaText(input, 70)).toBe(expected);
  });

  it('cuts to the field length', () => {
    expect(sepaText('a'.repeat(100), 70)).toHaveLength(70);
  });
});
