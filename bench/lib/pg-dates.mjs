// @ts-check
// Dates as the floors answer them from what `pg` returns.

/**
 * A `date` column as pg returns it (a Date at local midnight) → `YYYY-MM-DD`; anything else (a
 * null, a day already as text) as it is.
 * @param {unknown} value
 * @returns {string}
 */
export function dayOf(value) {
  if (!(value instanceof Date)) return /** @type {string} */ (value);
  const pad = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}
