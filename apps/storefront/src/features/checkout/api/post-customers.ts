/** POST /api/v1/customers → the created guest customer with its secret CustomerToken (spec 01 §7 "customers"). */
import type { CreatedCustomer, CustomerInput } from '@gt/contract/customers';
import { apiRequest, apiUrl } from '../../../lib/api-client';

export async function createCustomer(input: CustomerInput): Promise<CreatedCustomer> {
  const [created] = await apiRequest<CreatedCustomer[]>(apiUrl('customers'), { what: 'create customer', method: 'POST', body: [input] });
  return created as CreatedCustomer;
}
