import type {
  IbanBody,
  ibanConnectedSchema,
  makeDefaultResultSchema,
  PaymentProviderAccount,
  PaymentProviders,
  PayoneerBody,
  PayoneerConnectResult,
  WiseBody,
  wiseConnectedSchema,
} from '@kazi/shared/payouts/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api/client.ts';

const payoutKeys = {
  all: ['payouts'] as const,
  providers: (userId: number | null) => [...payoutKeys.all, 'providers', userId ?? 'me'] as const,
};

/** The connected methods and the default: one's own, or a talent's (`userId`) for staff. */
const paymentProvidersQueryOptions = (userId: number | null = null) =>
  queryOptions({
    queryKey: payoutKeys.providers(userId),
    queryFn: ({ signal }) =>
      api.get<PaymentProviders>('payment-providers/', userId ? { user: userId } : undefined, signal),
  });

export function usePaymentProviders(userId: number | null = null) {
  return useQuery(paymentProvidersQueryOptions(userId));
}

export type IbanConnected = z.infer<typeof ibanConnectedSchema>;
export type WiseConnected = z.infer<typeof wiseConnectedSchema>;
export type MakeDefaultResult = z.infer<typeof makeDefaultResultSchema>;

/** Connect calls: the dialog shows errors itself; success refetches the methods. */
function useConnect<Body, Result>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post<Result>(path, body),
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

export const useConnectIban = () => useConnect<IbanBody, IbanConnected>('iban/');
export const useConnectWise = () => useConnect<WiseBody, WiseConnected>('wise/');
export const useConnectPayoneer = () => useConnect<PayoneerBody, PayoneerConnectResult>('payoneer/');

/** PATCH payment-providers/{id}/: the method becomes the default ('{Provider} account marked as default'). */
export function useMakeDefault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.patch<MakeDefaultResult>(`payment-providers/${id}/`, { is_default: true }),
    meta: { inlineError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

/** A pay admin confirms a pending Payoneer account (PATCH payoneer/{id}/). */
export function useActivatePayoneer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.patch<PaymentProviderAccount>(`payoneer/${id}/`, { status: 'active' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}
