/** The currencies a project is priced in; both have two decimals (minor units = cents). */
export const CURRENCIES = ['EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Payout rates are in euros whatever the project's currency (client rates are in the project's). */
export const PAYOUT_CURRENCY: Currency = 'EUR';
