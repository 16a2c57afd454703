/**
 * GET /api/v1/costrates?GroupName&SubGroupName (spec 01 §7): the cost rates of a verified group
 * (and subgroup). An error's text is the server's, else "Unable to get cost rate, response status: N".
 */
import type { CostRate } from '@gt/contract/catalogue';
import { apiRequest, apiUrl } from '../../../lib/api-client';

export const getGroupCostRates = (q: { GroupName: string; SubGroupName?: string }): Promise<CostRate[]> =>
  apiRequest<CostRate[]>(apiUrl('costrates', q), { what: 'get cost rate' });
