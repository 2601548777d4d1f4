// @ts-check

/** The middle value (the upper one of an even count), 0 for none. @param {number[]} values */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
