/** GET /api/v1/CountryAndStates → countries with their states (spec 01 §7). */
import type { CountryAndStates } from '@gt/contract/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '../../../lib/api-client';

export const countriesKey = ['CountryAndStates'] as const;

export const countriesQuery = queryOptions({
  queryKey: countriesKey,
  queryFn: ({ signal }) => apiRequest<CountryAndStates[]>(apiUrl('CountryAndStates'), { what: 'load countries', signal }),
  staleTime: Infinity,
});

export function useCountries() {
  return useQuery(countriesQuery);
}
