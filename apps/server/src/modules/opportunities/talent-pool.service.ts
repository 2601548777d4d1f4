import { MESSAGES } from '@kazi/shared/messages';
import { canBrowseTalentPool, seesPayoutRates, seesTalentEmails } from '@kazi/shared/opportunities/policy';
import { TALENT_COUNT_CAP, type Talent, type TalentPoolQuery } from '@kazi/shared/opportunities/talent-pool';
import { listCountries } from '@kazi/shared/reference/countries';
import { todayIso } from '@kazi/shared/team/rules';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { pageWindow } from '../../http/pagination.ts';
import type { SessionActor } from '../../http/session.ts';
import { type LoadedProject, loadProjectForActor } from '../project-core/index.ts';
import { loadTalentExtras } from './talent-extras.repository.ts';
import { presentTalent } from './talent-pool.presenter.ts';
import {
  countTalents,
  findTalentPage,
  skillIdsStartingWith,
  type TalentFilters,
  type TalentRow,
} from './talent-pool.repository.ts';

/**
 * The shortlist changes only on an opportunity: on a converted project they answer 409.
 * A role without the read gets 403 (the route's permission, or the shared policy for the shortlist).
 */
export function assertOpportunity(loaded: LoadedProject): void {
  if (loaded.project.stage !== 'opportunity') throw AppError.conflict(MESSAGES.shortlist.opportunityOnly);
}

/** The people as both lists show them: their skills, tests and (for who sees rates) payout rates. */
async function describeTalents(db: Db, actor: SessionActor, rows: readonly TalentRow[]): Promise<Talent[]> {
  const extras = await loadTalentExtras(
    db,
    rows.map((row) => row.id),
    seesPayoutRates(actor),
    todayIso(),
  );
  return rows.map((row) => presentTalent(row, extras, seesTalentEmails(actor)));
}

/** The countries by lower-cased name, sorted once (sorting them by locale costs about a millisecond). */
const COUNTRIES = listCountries().map((country) => ({
  code: country.code,
  name: country.name.toLowerCase(),
}));

async function filtersOf(db: Db, loaded: LoadedProject, query: TalentPoolQuery): Promise<TalentFilters> {
  const search = query.search ? query.search.toLowerCase() : null;
  return {
    projectId: loaded.project.id,
    rankSkillIds: query.skills ?? loaded.project.skillIds,
    requireSkill: query.skills !== undefined,
    search,
    searchSkillIds: search ? await skillIdsStartingWith(db, search) : [],
    searchCountries: search
      ? COUNTRIES.filter((country) => country.name.includes(search)).map((country) => country.code)
      : [],
    country: query.country ?? null,
    category: query.category ?? null,
    vetted: query.vetted ?? null,
  };
}

/**
 * GET projects/{id}/talent-pool/: every talent matching the search and filters, those with more
 * of the ranking skills first, then by name; `count` exact up to TALENT_COUNT_CAP.
 */
export async function listTalentPool(
  app: FastifyInstance,
  actor: SessionActor,
  projectId: number,
  query: TalentPoolQuery,
): Promise<{ rows: Talent[]; count: number; capped: boolean }> {
  const loaded = await loadProjectForActor(app.db, actor, projectId);
  if (!canBrowseTalentPool(actor, { ...loaded.facts, stage: 'opportunity' })) throw AppError.forbidden();
  // A read: a project with no talent pool (no longer an opportunity) is not found, as in docs/api.md.
  if (loaded.project.stage !== 'opportunity') throw AppError.notFound();
  const filters = await filtersOf(app.db, loaded, query);
  const window = pageWindow(query);
  const { rows, total } = await findTalentPage(app.db, filters, window);
  // A short first page is its own count; a search's page counts its matches; otherwise one capped count.
  const matches =
    window.offset === 0 && rows.length < window.limit
      ? rows.length
      : (total ?? (await countTalents(app.db, filters, TALENT_COUNT_CAP)));
  return {
    rows: await describeTalents(app.db, actor, rows),
    count: Math.min(matches, TALENT_COUNT_CAP),
    capped: matches > TALENT_COUNT_CAP,
  };
}
