import type { PayoutProviderName } from '@kazi/shared/payouts/rules';
import type { Config } from '../../config.ts';

/** What a provider says about an account it was asked to register. */
interface PayoutConnection {
  /** `active`: payouts may go there now; `pending`: the talent must finish a setup first. */
  status: 'active' | 'pending';
  /** The provider's own id for the account, when it gives one. */
  externalId: string | null;
  /** Where the talent finishes the setup (Payoneer); null when nothing is left to do. */
  redirectUrl: string | null;
}

interface IbanAccount {
  accountHolder: string;
  iban: string;
}
interface WiseAccount {
  email: string;
  accountName: string;
  iban: string;
}
interface PayoneerAccount {
  email: string;
  firstName: string;
  lastName: string;
  /** Where the provider sends the talent back after its setup (the payment settings page). */
  nextUrl: string | null;
}

/**
 * One payment platform (payoneer, iban, wise). Kazi reaches no provider from here
 * (docs/decisions, payout providers): the manual providers below record the account for the pay
 * admins, who pay by bank transfer or through the provider's own dashboard. A real integration
 * implements the same interface (e.g. Payoneer's registration link, Wise's recipient API).
 */
interface PayoutProvider<Account> {
  readonly name: PayoutProviderName;
  connect(account: Account, context: { userId: number }): Promise<PayoutConnection>;
}

export interface PayoutProviders {
  iban: PayoutProvider<IbanAccount>;
  wise: PayoutProvider<WiseAccount>;
  payoneer: PayoutProvider<PayoneerAccount>;
}

/** IBAN and Wise: the account is recorded and usable at once; staff pay it by hand. */
const manualActive = <Account>(name: PayoutProviderName): PayoutProvider<Account> => ({
  name,
  async connect() {
    return { status: 'active', externalId: null, redirectUrl: null };
  },
});

/**
 * Payoneer without an integration: the talent is sent to `PAYONEER_SETUP_URL` to open (or find)
 * their Payoneer account; the record stays `pending` until a pay admin confirms it.
 */
const manualPayoneer = (setupUrl: string): PayoutProvider<PayoneerAccount> => ({
  name: 'payoneer',
  async connect() {
    return { status: 'pending', externalId: null, redirectUrl: setupUrl };
  },
});

export function createPayoutProviders(config: Pick<Config, 'payoneerSetupUrl'>): PayoutProviders {
  return {
    iban: manualActive<IbanAccount>('iban'),
    wise: manualActive<WiseAccount>('wise'),
    payoneer: manualPayoneer(config.payoneerSetupUrl),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payout providers in use (the manual ones unless a test or an integration decorates others). */
    payoutProviders: PayoutProviders;
  }
}
