// @ts-check
// GET /api/auth/verify/ — every page load of the web app starts with it.
// Floor: the two statements the app runs per request, as Drizzle emits them (captured from
// sessions.repository.ts findLiveSession and users/repository.ts findUserDetails).
import { createHash } from 'node:crypto';

/** SESSION_IDLE_MINUTES default of the app (config.ts). */
const IDLE_MS = 30 * 60_000;

const USER_COLUMNS = [
  'id',
  'email',
  'username',
  'password_hash',
  'first_name',
  'last_name',
  'type',
  'category',
  'is_admin',
  'is_pay_admin',
  'is_staff',
  'is_active',
  'can_contribute',
  'onboarding_stage',
  'avatar_file_id',
  'invoice_email',
  'source',
  'agreed_at',
  'disagreed_at',
  'date_joined',
  'last_login',
  'deactivated_at',
  'personal_data_purged_at',
  'skill_ids',
]
  .map((column) => `"users"."${column}"`)
  .join(', ');

const PROFILE_COLUMNS = [
  'user_id',
  'bio',
  'phone_number',
  'street',
  'plot_number',
  'postal_code',
  'city',
  'country',
  'id_document_file_id',
  'vat_number',
  'years_of_experience',
  'is_vetted',
  'referral_code',
  'updated_at',
]
  .map((column) => `"profiles"."${column}" as "profile_${column}"`)
  .join(', ');

const COMPANY_COLUMNS = [
  'id',
  'owner_id',
  'name',
  'website',
  'bio',
  'tel_number',
  'street',
  'plot_number',
  'city',
  'postal_code',
  'country',
  'vat_number',
  'reg_no',
  'updated_at',
]
  .map((column) => `"companies"."${column}" as "company_${column}"`)
  .join(', ');

/** sessions.repository.ts actorColumns: what a request keeps of the signed-in person. */
const ACTOR_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'type',
  'category',
  'is_admin',
  'is_pay_admin',
  'is_staff',
  'can_contribute',
  'avatar_file_id',
]
  .map((column) => `"users"."${column}"`)
  .join(', ');

const SESSION_LOOKUP = `select "sessions"."id" as "session_id", "sessions"."last_seen_at", ${ACTOR_COLUMNS}, ("sessions"."second_factor_at" is not null) as "second_factor"
  from "sessions" inner join "users" on "users"."id" = "sessions"."user_id"
  left join "two_factor_credentials" on "two_factor_credentials"."user_id" = "users"."id"
  where ("sessions"."id" = $1 and "sessions"."expires_at" > now() and "sessions"."last_seen_at" > now() - make_interval(secs => $2)
    and "users"."is_active" = $3 and ("two_factor_credentials"."confirmed_at" is null or "sessions"."second_factor_at" is not null)) limit $4`;

const USER_DETAILS = `select ${USER_COLUMNS}, ${PROFILE_COLUMNS}, ${COMPANY_COLUMNS}
  from "users" left join "profiles" on "profiles"."user_id" = "users"."id"
  left join "companies" on "companies"."owner_id" = "users"."id"
  where "users"."id" = $1 limit $2`;

/**
 * The app's per-request session lookup (the onRequest hook of every signed-in route): the live
 * session of an active user, or null.
 * @param {import('../lib/types.d.ts').Sql} sql
 * @param {Record<string, string>} cookies
 */
export async function lookupSession(sql, cookies) {
  const token = cookies.sessionid;
  if (!token || token.length >= 100) return null;
  const id = createHash('sha256').update(token).digest('base64url');
  // Named like the app's prepared statement (sessions.repository.ts), so both parse it once.
  const [live] = await sql.query(SESSION_LOOKUP, [id, IDLE_MS / 1000, true, 1], 'kazi_live_session');
  return live ?? null;
}

/** @type {import('../lib/types.d.ts').ScenarioGroup} */
export default {
  name: 'auth',
  floor: {
    async '/api/auth/verify/'(sql, request) {
      const live = await lookupSession(sql, request.cookies);
      if (!live) return null;
      // `id` of the joined row is the user's (the session's comes back as session_id).
      const [user] = await sql.query(USER_DETAILS, [live.id, 1]);
      return user ? { user } : null;
    },
  },
  scenarios: [{ name: 'auth/verify/', path: '/api/auth/verify/', kind: 'detail' }],
  async facts(sql) {
    const [row] = await sql.query('select count(*)::int as users from users');
    return `${row?.users ?? 0} users`;
  },
};
