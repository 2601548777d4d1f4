import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencySymbol, displayAmount, displayMoney } from './display.ts';
import { formatMoney, MAX_MONEY_MINOR } from './money.ts';

describe('money for people', () => {
  it('shows an amount with its currency, every digit exact', () => {
    expect(displayMoney(440000, 'EUR')).toBe('€4,400.00');
    expect(displayMoney(MAX_MONEY_MINOR, 'USD')).toBe('$999,999,999.99');
  });

  it.each([
    ['4400.00', 'EUR', '€4,400.00'],
    [' 26.5 ', 'EUR', '€26.50'],
    ['12.5', 'USD', '$12.50'],
    ['-25.50', 'USD', '-$25.50'],
    ['0.00', 'USD', '$0.00'],
    // A year's summary or a batch's subtotal may pass an input's nine digits: shown, not '—'.
    ['1000000000.00', 'EUR', '€1,000,000,000.00'],
    ['123456789012345678.99', 'EUR', '€123,456,789,012,345,678.99'],
  ])('shows the API’s %j in %s as %s', (amount, currency, shown) =>
    expect(displayAmount(amount, currency)).toBe(shown),
  );

  it.each([null, undefined, '', 'abc', '1.234', '1e3'])('shows %j as the fallback', (amount) => {
    expect(displayAmount(amount, 'EUR')).toBe('—');
    expect(displayAmount(amount, 'EUR', 'n/a')).toBe('n/a');
  });

  it('shows the API’s decimal string as the amount it stands for', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_MONEY_MINOR, max: MAX_MONEY_MINOR }), (minor) => {
        expect(displayAmount(formatMoney(minor), 'EUR')).toBe(displayMoney(minor, 'EUR'));
      }),
    );
  });

  it('gives each currency its symbol', () => {
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('USD')).toBe('$');
  });
});
