import { linkReplacement } from '../../modules/payouts/repository.ts';
import { createPayoutAccount } from '../factories/payouts.ts';
import type { DemoSeeder } from './seeders.ts';

/**
 * Payout methods (Payment methods): dev@ is paid by IBAN (the default, after changing
 * account once) and also has Wise; designer@ uses Wise and has a Payoneer setup pending. The space
 * lead has none yet (the "Connect" state).
 */
export const seedPayoutMethods: DemoSeeder = async ({ db, person }) => {
  const monthsAgo = (months: number) => new Date(Date.now() - months * 30 * 86_400_000);

  const dev = person('dev@demo.test').id;
  const oldIban = await createPayoutAccount(
    db,
    dev,
    { provider: 'iban', holder: 'Amina Nakato', iban: 'NL91ABNA0417164300' },
    { status: 'replaced', createdAt: monthsAgo(14) },
  );
  const iban = await createPayoutAccount(
    db,
    dev,
    { provider: 'iban', holder: 'Amina Nakato', iban: 'GB29NWBK60161331926819' },
    { isDefault: true, createdAt: monthsAgo(6) },
  );
  await linkReplacement(db, oldIban.id, iban.id);
  await createPayoutAccount(
    db,
    dev,
    {
      provider: 'wise',
      email: 'amina.nakato@example.com',
      accountName: 'Amina Nakato',
      iban: 'DE89370400440532013000',
    },
    { createdAt: monthsAgo(2) },
  );

  const designer = person('designer@demo.test').id;
  await createPayoutAccount(
    db,
    designer,
    { provider: 'wise', email: 'chidi.eze@example.com', accountName: 'Chidi Eze', iban: 'BE68539007547034' },
    { isDefault: true, createdAt: monthsAgo(8) },
  );
  await createPayoutAccount(db, designer, {
    provider: 'payoneer',
    email: 'chidi.eze@example.com',
    firstName: 'Chidi',
    lastName: 'Eze',
  });
};
