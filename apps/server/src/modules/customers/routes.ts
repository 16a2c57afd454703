import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateCustomersRequest, CreatedCustomer, Customer, CustomersQuery } from '@gt/contract/customers';
import { ErrorResponse } from '@gt/contract/errors';
import type { AppContext } from '../../app-context';
import { lookupRateLimit } from '../../http/lookup-rate-limit';
import { createCustomers, findCustomerByIdAndEmail } from './service';

/**
 * POST /api/v1/customers [Customer…] → 201 Customer[] with CustomerID, AddressIDs and the
 * secret CustomerToken (needed to pay for this customer); 400 names an invalid field.
 * GET /api/v1/customers?CustomerID&Email → Customer[] (empty unless both match; rate-limited
 * per client). Spec 01 §3 "Customer", §7.
 */
export const customerRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/customers',
      { schema: { body: CreateCustomersRequest, response: { 201: z.array(CreatedCustomer), 400: ErrorResponse } } },
      async (req, reply) => reply.status(201).send(await createCustomers(ctx, req.body)),
    );
    app.get(
      '/customers',
      {
        schema: { querystring: CustomersQuery, response: { 200: z.array(Customer) } },
        config: lookupRateLimit(ctx),
      },
      (req) => findCustomerByIdAndEmail(ctx, req.query.CustomerID, req.query.Email),
    );
  };
