import type { FastifyRequest } from 'fastify';

/**
 * Path segments and query values that look like bearer secrets: 20 or more URL-safe characters
 * (shared-shortlist, public-profile and invitation keys, password tokens: 43 of base64url). Ids,
 * dates, route words and asset names are shorter or hold a dot; a UUID (a payout batch's
 * reference) is no secret and stays.
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const END = '(?=[/?&#]|$)';
const SECRET = new RegExp(`(?<=[/=])(?!${UUID}${END})[A-Za-z0-9_-]{20,}${END}`, 'g');

/** A URL as the log keeps it: its secrets read `[secret]`. */
export const redactUrl = (url: string): string => url.replace(SECRET, '[secret]');

/**
 * The log's `req`, as Fastify's own serializer writes it, but with the URL redacted: the database
 * keeps only hashes of those keys, and a log must not give back a working link.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
