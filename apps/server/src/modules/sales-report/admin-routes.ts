/**
 * `/api/admin/v1/sales`, admin and box office (contract: admin/event-ops.ts SalesQuery,
 * SalesReport): GET /sales?from&to (venue dates, inclusive) → the report;
 * `&format=csv` → the same as a CSV download. No response schema: the same URL answers CSV.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SalesQuery } from '@gt/contract/admin/event-ops';
import type { AppContext } from '../../app-context';
import { roles } from '../../http/admin-access';
import { salesCsv, salesReport } from './service';

export const salesReportAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/sales', { config: roles('admin', 'box_office'), schema: { querystring: SalesQuery } }, async (req, reply) => {
      const report = await salesReport(ctx, req.query.from, req.query.to);
      if (req.query.format !== 'csv') return report;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sales-${report.from}-${report.to}.csv"`)
        .send(salesCsv(report));
    });
  };
