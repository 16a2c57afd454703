/** GET /api/v1/userdefinedfields?BookingTypeID → UserDefinedField[] (spec 01 §7). */
import type { UserDefinedField } from '@gt/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '../../../lib/api-client';

export const userDefinedFieldsKey = (bookingTypeId: number) => ['userdefinedfields', bookingTypeId] as const;

export const getUserDefinedFields = (bookingTypeId: number, signal?: AbortSignal) =>
  apiRequest<UserDefinedField[]>(apiUrl('userdefinedfields', { BookingTypeID: bookingTypeId }), { what: 'load user defined fields', signal });

export function useUserDefinedFields(bookingTypeId: number | undefined) {
  return useQuery({
    queryKey: userDefinedFieldsKey(bookingTypeId ?? 0),
    queryFn: ({ signal }) => getUserDefinedFields(bookingTypeId as number, signal),
    enabled: bookingTypeId !== undefined,
    staleTime: 5 * 60_000,
  });
}
