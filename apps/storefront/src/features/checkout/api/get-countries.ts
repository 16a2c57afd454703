/** GET /api/v1/CountryAndStates → countries with their states (spec 01 §7). */
import { CountryAndStates } from '@gt/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, apiUrl } from '../../../lib/api-client';

export const countriesKey = ['CountryAndStates'] as const;

export function useCountries() {
  return useQuery({
    queryKey: countriesKey,
    queryFn: ({ signal }) => apiRequest(apiUrl('CountryAndStates'), z.array(CountryAndStates), { what: 'load countries', signal }),
    staleTime: Infinity,
  });
}
