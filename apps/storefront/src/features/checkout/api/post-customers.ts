/** POST /api/v1/customers → the created guest customer (spec 01 §7 "customers"). */
import type { Customer, CustomerInput } from '@gt/contract/customers';
import { apiRequest, apiUrl } from '../../../lib/api-client';

export async function createCustomer(input: CustomerInput): Promise<Customer> {
  const [created] = await apiRequest<Customer[]>(apiUrl('customers'), { what: 'create customer', method: 'POST', body: [input] });
  return created as Customer;
}
