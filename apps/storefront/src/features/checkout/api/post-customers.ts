/** POST /api/v1/customers → the created guest customer (spec 01 §7 "customers"). */
import { Customer, type CustomerInput } from '@gt/contract/customers';
import { z } from 'zod';
import { apiRequest, apiUrl } from '../../../lib/api-client';

export async function createCustomer(input: CustomerInput): Promise<Customer> {
  const [created] = await apiRequest(apiUrl('customers'), z.array(Customer).min(1), { what: 'create customer', method: 'POST', body: [input] });
  return created as Customer;
}
