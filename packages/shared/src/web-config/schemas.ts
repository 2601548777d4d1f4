import { z } from 'zod';

/** GET config/: what the web app needs to know about this installation. */
export const webConfigSchema = z.object({
  /** The referral programme page framed at /referral; null when not configured. */
  referral_url: z.string().nullable(),
  /** The community guide framed at /community; null when not configured. */
  community_guide_url: z.string().nullable(),
});
export type WebConfig = z.infer<typeof webConfigSchema>;

/**
 * The referral frame's address: the programme page with the developer's code as
 * `referral_code`, or the generic programme page without one.
 */
export function referralFrameUrl(base: string, code: string | null | undefined): string {
  if (!code) return base;
  const url = new URL(base);
  url.searchParams.set('referral_code', code);
  return url.toString();
}
