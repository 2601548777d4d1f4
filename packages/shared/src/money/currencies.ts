/** The currencies a project is priced in; both have two decimals (minor units = cents). */
export const CURRENCIES = ['EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
