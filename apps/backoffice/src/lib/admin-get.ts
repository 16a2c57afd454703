/**
 * Reads one admin API resource that is not a react-admin list (manifests, the sales report):
 * react-admin's own query client (TanStack Query) keyed by the path, so that a page shows the
 * last answer while the next loads and `reload` asks again. `path` null reads nothing;
 * `refetchInterval` (ms) reads it again while the page is open (a live manifest).
 */
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api/client';

export function useAdminGet<T>(
  path: string | null,
  opts: { refetchInterval?: number } = {},
): { data: T | undefined; error: Error | null; loading: boolean; reload: () => void } {
  const q = useQuery({
    queryKey: ['admin-get', path],
    queryFn: () => apiFetch<T>(path as string),
    enabled: path !== null,
    retry: false,
    refetchInterval: opts.refetchInterval,
  });
  return { data: q.data, error: q.error, loading: q.isFetching, reload: () => void q.refetch() };
}
