import type { PaymentProviders } from '@kazi/shared/payouts/schemas';
import { queryOptions, useIsMutating, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '@/lib/api/client.ts';

const payoutAccountsQueryOptions = () =>
  queryOptions({
    queryKey: ['onboarding', 'payment-providers'] as const,
    queryFn: ({ signal }) => api.get<PaymentProviders>('payment-providers/', undefined, signal),
  });

/**
 * Whether the talent has connected a payout method yet (step three's Done). Refetched whenever a
 * change on the page settles (the payment-methods panel connects accounts with its own calls).
 */
export function useHasPayoutAccount(): boolean {
  const accounts = useQuery(payoutAccountsQueryOptions());
  const mutating = useIsMutating();
  const was = useRef(mutating);
  const { refetch } = accounts;
  useEffect(() => {
    if (was.current > 0 && mutating === 0) void refetch();
    was.current = mutating;
  }, [mutating, refetch]);
  return (accounts.data?.payment_provider_accounts ?? []).some(
    (account) => account.status === 'active' || account.status === 'pending',
  );
}
