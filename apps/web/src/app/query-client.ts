import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isClientError } from '@/lib/api/errors.ts';
import { notifyError } from '@/lib/notify.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The form shows the error itself; no toast. */
      inlineError?: boolean;
    };
  }
}

/**
 * Queries never retry a 4xx (it will not change); mutations never retry. A failed mutation
 * toasts its message unless the caller shows it inline, so a permission 403 is always visible.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !isClientError(error) && failures < 2,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.inlineError) notifyError(error);
      },
    }),
  });
}
