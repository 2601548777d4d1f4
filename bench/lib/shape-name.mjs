// @ts-check
import { createHash } from 'node:crypto';

/** A statement's name for its text, as the app names one per shape (the floor's statements vary by request). */
export const shapeName = (/** @type {string} */ text) =>
  createHash('sha1').update(text).digest('hex').slice(0, 12);
