/** GET /api/v1/DisplayAreas?type → DisplayArea[] (spec 01 §7); a 204 is none ("No display areas record found.", spec 01 §8). */
import type { DisplayArea, DisplayAreaType } from '@gt/contract/catalogue';
import { useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest, apiUrl } from '../../../lib/api-client';

export const displayAreasKey = (type: DisplayAreaType) => ['DisplayAreas', type] as const;

export const getDisplayAreas = (type: DisplayAreaType, signal?: AbortSignal) =>
  apiRequest<DisplayArea[]>(apiUrl('DisplayAreas', { type }), { what: 'load display areas', signal, noContent: [] });

export function useDisplayAreas(type: DisplayAreaType = 'bookingtypes') {
  return useSuspenseQuery({ queryKey: displayAreasKey(type), queryFn: ({ signal }) => getDisplayAreas(type, signal) }).data;
}
