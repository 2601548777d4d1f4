// @ts-check
// Invoices at scale for the bench (PostgreSQL): 1,000,000 incoming invoices on 2,000 projects
// (500 each, about one every other day for two and a half years), owned by 200 bench clients whose
// companies are Dutch (home VAT, 21 %), German with a VAT number (reverse charge) or American
// (none); client@demo.test owns 20 of the projects (10,000 invoices), managed by cm@demo.test.
// Types as finance makes them (sales 80 %, commitments 8 %, final invoices 7 %, credit notes 5 %),
// older invoices mostly approved, generated and paid, the last three weeks a mix of drafts, pending,
// rejected and approved; unpaid ones past their due date are overdue (some reminded, some
// archived), a few drafts deleted. Titles from finance's vocabulary, one in a thousand about the
// "Zanzibar" migration (a search term that finds about a thousand), numbers per type and year after
// the demo's series (`INV-2026-0123`), each series' last number stored. Loaded day after day as a
// live database fills; secondary indexes rebuilt afterwards from their own definitions.

import { bulkLoad } from './lib/bulk-load.mjs';
import { refoldInvoiceTotals } from './lib/invoice-totals.mjs';
import { stepTimer } from './lib/steps.mjs';

/** @typedef {import('./lib/types.d.ts').Sql} Sql */

const TITLE = 'Bench invoices project';
const PROJECTS = 2_000;
const CLIENTS = 200;
/** client@demo.test owns every this-many-th bench project. */
const DEMO_CLIENT_EVERY = 100;
const DAYS = 900;

const TITLES = [
  'Development hours',
  'Design sprint',
  'Hosting and licences',
  'Support retainer',
  'QA and test automation',
  'Mobile release',
  'Data platform work',
  'Security review',
];
/**
 * A stable pseudo-random 0–999 per invoice (`g` of its project `p.id`) and dimension `k`, from
 * PostgreSQL's own 64-bit hash with `k` as the seed, so type, status, payment and the rest vary
 * independently.
 */
const roll = (/** @type {number} */ k) =>
  `(abs(hashint8extended(g::bigint * 100000 + p.id, ${k})) % 1000)::int`;

/** The rare search term: one invoice in a thousand. */
export const RARE_TERM = 'zanzibar';

/**
 * @param {Sql} sql
 * @param {{ perProject: number }} sizes
 * @returns {Promise<string>}
 */
export async function seedInvoices(sql, sizes) {
  const { step, steps } = stepTimer();

  await sql.query(
    `insert into users (email, username, first_name, last_name, type, onboarding_stage)
     select 'bench-inv-client-' || g || '@bench.test', 'bench-inv-client-' || g || '@bench.test',
            'Client', 'Invoices ' || g, 2, 'finish'
     from generate_series(1, $1::int) g`,
    [CLIENTS],
  );
  await sql.query(
    `insert into companies (owner_id, name, street, postal_code, city, country, vat_number)
     select u.id, (array['Delta Logistics B.V.', 'Nordwerk GmbH', 'Pioneer Freight Inc.'])[1 + g % 3] || ' ' || g,
            'Main street ' || g, '1000', (array['Rotterdam', 'Hamburg', 'Boston'])[1 + g % 3],
            (array['NL', 'DE', 'US'])[1 + g % 3],
            case g % 3 when 0 then 'NL' || lpad(g::text, 9, '0') || 'B01' when 1 then 'DE' || (100000000 + g) end
     from generate_series(1, $1::int) g
     join users u on u.email = 'bench-inv-client-' || g || '@bench.test'`,
    [CLIENTS],
  );
  const [ids] = await sql.query(
    `select (select min(id)::int from users where email like 'bench-inv-client-%') as client_lo,
            (select id from users where email = 'client@demo.test') as client,
            (select id from users where email = 'cm@demo.test') as cm,
            (select id from users where email = 'payadmin@demo.test') as finance,
            (select coalesce(max(id), 0)::int from invoices) as demo_max`,
  );
  const people =
    /** @type {{ client_lo: number, client: number, cm: number, finance: number, demo_max: number }} */ (ids);
  await sql.query(
    `insert into projects (title, description, category, type, stage, currency, invoicing_email,
                           expected_start_date, start_date, owner_id, cm_id, created_by_id, created_at, updated_at)
     select $1 || ' ' || g, 'A project made by the bench seed.', 'dedicated', 'web', 'active',
            case when g % 10 < 3 then 'USD' else 'EUR' end, 'billing-' || g || '@bench.test',
            current_date - $2::int, current_date - $2::int,
            case when g % $3::int = 0 then $4::int else $5::int + g % $6::int end,
            case when g % $3::int = 0 or g % 4 = 0 then $7::int else null end, $8::int,
            now() - $2::int * interval '1 day', now()
     from generate_series(1, $9::int) g order by g`,
    [
      TITLE,
      DAYS,
      DEMO_CLIENT_EVERY,
      people.client,
      people.client_lo,
      CLIENTS,
      people.cm,
      people.finance,
      PROJECTS,
    ],
  );
  step('clients, projects');

  // Rows reference bench projects and people by construction: a superuser skips the foreign-key
  // and updated_at triggers (updated_at is written here).
  await bulkLoad(sql, 'invoices', { maintenanceWorkMem: '512MB', workMem: '256MB' }, async (tx) => {
    await tx.query(
      `with base as (
         select p.id as project_id, p.currency, x.day, x.age, x.roll, x.status_roll, x.paid_roll,
                (x.day + time '09:00' + (x.roll % 3600) * interval '1 second') at time zone 'UTC' as created_at,
                case when x.type_roll < 800 then 'sale' when x.type_roll < 850 then 'credit_nota'
                     when x.type_roll < 930 then 'commitment' else 'final' end as type,
                case when x.roll % 1000 = 7 then 'Zanzibar data migration, phase ' || (1 + x.roll % 4)
                     else ($4::text[])[1 + x.roll % ${TITLES.length}] || ', ' || to_char(x.day, 'FMMonth YYYY') end as title,
                (array[7, 14, 14, 14, 21, 30, 60])[1 + x.roll % 7] as period,
                (10000 + (x.roll * 7919) % 1990000)::bigint as amount,
                case when p.owner_id = $5::int or c.country = 'NL' then 'home'
                     when c.country = 'DE' then 'reverse_charge' else 'none' end as vat_mode,
                case when p.owner_id = $5::int or c.country = 'NL' then 2100 else 0 end as rate
         from projects p
         left join companies c on c.owner_id = p.owner_id
         cross join lateral generate_series(0, $2::int - 1) g
         cross join lateral (select (current_date - g * ${DAYS} / $2::int)::date as day, g * ${DAYS} / $2::int as age,
                                    ${roll(0)} as roll, ${roll(1)} as type_roll, ${roll(2)} as status_roll,
                                    ${roll(3)} as paid_roll) x
         where p.title like $1 || ' %'),
       stated as (
         select base.*, round(amount * rate / 10000.0)::bigint as vat,
                case when age < 21 then (array['draft', 'draft', 'pending', 'pending', 'pending', 'rejected',
                                                'approved', 'approved', 'approved', 'approved'])[1 + status_roll % 10]
                     when status_roll < 20 then 'draft' when status_roll < 50 then 'rejected'
                     when status_roll < 100 then 'pending' else 'approved' end as status
         from base),
       flagged as (
         select stated.*,
                status in ('pending', 'approved') and (status = 'approved' or paid_roll % 3 = 0) as finalized,
                status = 'approved' and age > 14 and paid_roll < 900 as paid,
                status = 'draft' and paid_roll < 50 as deleted
         from stated),
       i as (
         select flagged.*,
                case when not paid and finalized and day + period < current_date - 3 then roll % 4 else 0 end as reminders,
                not paid and not deleted and age > 120 and paid_roll % 10 < 3 as archived,
                -- Each series (type, year) counts on from the demo's last number, in generation order.
                coalesce(n.last_sequence, 0) + count(*) filter (where flagged.finalized) over (
                  partition by flagged.type, extract(year from flagged.day)
                  order by flagged.created_at, flagged.project_id) as seq
         from flagged
         left join invoice_number_series n on n.type = flagged.type and n.year = extract(year from flagged.day)::int)
       insert into invoices (type, project_id, title, number, issued_at, due_at, payment_period, currency,
                             amount_minor, vat_minor, total_minor, vat_mode, vat_rate_bp, commitment_amount_minor,
                             status, paid, paid_at, paid_by_id, finalized, finalized_at, archived, archived_at,
                             last_sent_at, reminder_count, reminder_sent_at, email_status, revision,
                             created_by_id, created_at, updated_at, deleted_at)
       select type, project_id, title,
              case when finalized then case type when 'sale' then 'INV' when 'final' then 'FIN'
                when 'commitment' then 'COM' else 'CN' end
                || '-' || extract(year from day) || '-' || case when seq < 10000 then lpad(seq::text, 4, '0') else seq::text end
              end,
              day, day + period, period, currency,
              amount, vat, amount + vat, vat_mode, rate,
              case when type in ('commitment', 'final') then amount / 2 else 0 end,
              status, paid, case when paid then created_at + interval '12 days' end, case when paid then $3::int end,
              finalized, case when finalized then created_at + interval '1 day' end,
              archived, case when archived then created_at + interval '90 days' end,
              case when finalized then created_at + interval '1 day' end,
              reminders, case when reminders > 0 then (day + period + 3 * reminders)::timestamptz end,
              case when finalized and roll % 50 = 0 then 'failed' end,
              1 + (status <> 'draft')::int + finalized::int + paid::int,
              $3::int, created_at, created_at, case when deleted then created_at + interval '2 hours' end
       from i
       order by day, project_id`,
      [TITLE, sizes.perProject, people.finance, TITLES, people.client],
    );
  });
  step('invoices');

  // Each series' last number, the demo's and the bench's.
  await sql.query(
    `insert into invoice_number_series (type, year, last_sequence)
     select type, extract(year from issued_at)::int, count(*)::int from invoices where number is not null
     group by type, extract(year from issued_at)
     on conflict (type, year) do update set last_sequence = excluded.last_sequence`,
  );
  // Credit notes correct the project's latest sale before them; final invoices draw on its latest
  // paid commitment before them (without one they consume nothing). One pass in creation order.
  await sql.query(
    `with ordered as (
       select id, type,
              max(id) filter (where type = 'sale') over earlier as last_sale,
              max(id) filter (where type = 'commitment' and paid) over earlier as last_commitment
       from invoices where id > $1::int and deleted_at is null
       window earlier as (partition by project_id order by created_at, id rows between unbounded preceding and 1 preceding))
     update invoices v
     set ref_invoice_id = case when o.type = 'credit_nota' then o.last_sale end,
         commitment_id = case when o.type = 'final' then o.last_commitment end,
         commitment_amount_minor = case when o.type = 'final'
           then coalesce(least(v.commitment_amount_minor, k.commitment_amount_minor / 4), 0)
           else v.commitment_amount_minor end
     from ordered o left join invoices k on k.id = o.last_commitment
     where v.id = o.id and o.type in ('credit_nota', 'final')`,
    [people.demo_max],
  );
  step('numbers, references');
  // The bulk load ran without the invoices trigger.
  await refoldInvoiceTotals(sql);
  step('folded totals');
  await sql.query('vacuum (analyze) users, companies, projects, invoices, invoice_number_series');
  step('vacuum');

  const [counts] = await sql.query(
    `select count(*)::int as invoices, count(*) filter (where deleted_at is null)::int as live,
            count(distinct project_id)::int as projects from invoices`,
  );
  const n = /** @type {Record<string, number>} */ (counts);
  return (
    `${n.invoices?.toLocaleString('en')} invoices (${n.live?.toLocaleString('en')} not deleted) on ` +
    `${n.projects?.toLocaleString('en')} projects (${steps()})`
  );
}

/**
 * What the scenarios read: the bench project of client@demo.test with the most invoices, a year
 * for the summary, and how the data stands.
 * @param {Sql} sql
 */
export async function invoicesTarget(sql) {
  const [row] = await sql.query(
    `select p.id as project, count(v.id)::int as invoices,
            (select count(*)::int from invoices where deleted_at is null) as live,
            (select count(*)::int from invoices w where w.deleted_at is null and lower(w.title) like '%' || $2 || '%') as rare
     from projects p join invoices v on v.project_id = p.id
     where p.title like $1 || ' %' and p.owner_id = (select id from users where email = 'client@demo.test')
     group by p.id order by count(v.id) desc, p.id limit 1`,
    [TITLE, RARE_TERM],
  );
  return /** @type {{ project: number, invoices: number, live: number, rare: number }} */ (
    row ?? { project: 0, invoices: 0, live: 0, rare: 0 }
  );
}
