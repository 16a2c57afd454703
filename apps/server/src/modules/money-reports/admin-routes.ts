/**
 * `/api/admin/v1/money-reports` (contract: admin/money-reports.ts; docs/operator-guide.md#money-reports):
 * GET /money-reports?from&to (venue dates, inclusive; admin and box office) → the money report;
 * GET /money-reports/reconciliation?from&to (admin only: it asks the card provider) → our payments
 * against the provider's. `&format=csv` or `&format=xlsx` → the same as a download. No response
 * schema: the same URL answers a file.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { MoneyReportQuery } from '@gt/contract/admin/money-reports';
import type { AppContext } from '../../app-context';
import { roles } from '../../http/admin-access';
import { moneyReportTables, reconciliationTables, tablesCsv, tablesXlsx, type ReportTable } from './exports';
import { reconcile } from './reconciliation';
import { moneyReport } from './service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends the tables as the asked download, named `<name>-<from>-<to>.csv|xlsx`. */
async function download(reply: FastifyReply, format: 'csv' | 'xlsx', name: string, tables: ReportTable[]) {
  const attachment = (ext: string) => `attachment; filename="${name}.${ext}"`;
  if (format === 'csv')
    return reply.type('text/csv; charset=utf-8').header('content-disposition', attachment('csv')).send(tablesCsv(tables));
  return reply
    .type(XLSX)
    .header('content-disposition', attachment('xlsx'))
    .send(await tablesXlsx(tables));
}

export const moneyReportAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/money-reports',
      {
        config: roles('admin', 'box_office'),
        schema: { querystring: MoneyReportQuery, summary: 'Money report of a range of venue dates', tags: ['reports'] },
      },
      async (req, reply) => {
        const { from, to, format } = req.query;
        const report = await moneyReport(ctx, from, to);
        return format === 'json' ? report : download(reply, format, `money-${from}-${to}`, moneyReportTables(report));
      },
    );
    app.get(
      '/money-reports/reconciliation',
      {
        config: roles('admin'),
        schema: { querystring: MoneyReportQuery, summary: 'Card payments against the provider’s records', tags: ['reports'] },
      },
      async (req, reply) => {
        const { from, to, format } = req.query;
        const r = await reconcile(ctx, from, to);
        return format === 'json' ? r : download(reply, format, `reconciliation-${from}-${to}`, reconciliationTables(r));
      },
    );
  };
