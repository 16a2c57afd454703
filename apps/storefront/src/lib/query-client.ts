import { QueryClient } from '@tanstack/react-query';

/** Catalogue data changes rarely; availability is refetched when a view asks for it. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
