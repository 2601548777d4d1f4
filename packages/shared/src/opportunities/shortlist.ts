import { z } from 'zod';
import { idRef } from '../api/ids.ts';
import { pageQuery, paginated } from '../api/pagination.ts';
import { queryBoolean } from '../api/query.ts';
import { tooLong } from '../api/text.ts';
import { format } from '../messages/format.ts';
import { shortlistMessages } from '../messages/shortlist.ts';
import { talentOut } from './talent-pool.ts';

const S = shortlistMessages.shortlist;

/**
 * The most people one shortlist action names: the API refuses more, and the talent pool's
 * selection says so before sending.
 */
export const SHORTLIST_ACTION_MAX = 100;
/** `show_all=true` lists the whole current shortlist in one answer, up to this many. */
export const SHORTLIST_SHOW_ALL_MAX = 500;
/** The longest remove reason (the remove dialog's field holds no more). */
export const SHORTLIST_REASON_MAX = 1000;

/** 'Select at most 100 people at a time.' (the API's 400 and the talent pool's hint). */
export const tooManyPeopleMessage = format(S.tooManyPeople, { max: SHORTLIST_ACTION_MAX });

const SHORTLIST_ACTIONS = ['add', 'remove'] as const;

/** GET projects/{id}/shortlist/: `show_all` (every current entry at once), else the page. */
export const shortlistQuery = pageQuery.extend({ show_all: queryBoolean.optional() });
export type ShortlistQuery = z.infer<typeof shortlistQuery>;

const shortlistEntryOut = z.object({
  /** The shortlist entry's id. */
  id: z.number().int(),
  user: talentOut,
  added_at: z.string(),
  added_by: z.object({ id: z.number().int(), display_name: z.string() }).nullable(),
});
export type ShortlistEntry = z.infer<typeof shortlistEntryOut>;

export const shortlistPage = paginated(shortlistEntryOut);
export type ShortlistPage = z.infer<typeof shortlistPage>;

/**
 * PATCH projects/{id}/shortlist/action/: `{ users: [{id}…], action: 'add' | 'remove', reason }`;
 * the reason is required to remove (spec: "Remove-from-shortlist reason required").
 */
export const shortlistActionBody = z
  .object({
    users: z
      .array(idRef)
      .min(1, S.usersRequired)
      .max(SHORTLIST_ACTION_MAX, tooManyPeopleMessage)
      .refine((users) => new Set(users.map((user) => user.id)).size === users.length, {
        message: S.eachPersonOnce,
      }),
    action: z.enum(SHORTLIST_ACTIONS),
    reason: z.string().trim().max(SHORTLIST_REASON_MAX, tooLong(SHORTLIST_REASON_MAX)).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.action === 'remove' && !body.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: S.reasonRequired });
    }
  });
export type ShortlistActionBody = z.infer<typeof shortlistActionBody>;

/** The remove dialog's form: the reason alone (the people are the selected rows). */
export const removeFromShortlistForm = z.object({
  reason: z.string().trim().min(1, S.reasonRequired).max(SHORTLIST_REASON_MAX, tooLong(SHORTLIST_REASON_MAX)),
});
export type RemoveFromShortlistForm = z.infer<typeof removeFromShortlistForm>;

export const shortlistActionOut = z.object({ message: z.string() });
