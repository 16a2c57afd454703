/** GET /api/v1/config: the public runtime configuration (read at run time, not build time). */
import type { PublicConfig } from '@gt/contract/config';
import { useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest, apiUrl } from './api-client';

export const publicConfigKey = ['config'] as const;

export const getPublicConfig = (signal?: AbortSignal) => apiRequest<PublicConfig>(apiUrl('config'), { what: 'load configuration', signal });

/** The configuration; suspends until loaded (the app shell shows the loading overlay). */
export function usePublicConfig(): PublicConfig {
  return useSuspenseQuery({ queryKey: publicConfigKey, queryFn: ({ signal }) => getPublicConfig(signal), staleTime: Infinity }).data;
}
