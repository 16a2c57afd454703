import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse } from '@gt/contract/errors';
import {
  CustomerUdfsQuery,
  CustomerUdfValue,
  LostMemberNoQuery,
  LostMemberNoResult,
  Membership,
  MembershipPackage,
  MembershipPackagesQuery,
  MembershipsQuery,
  MemberValidationQuery,
  MemberValidationResult,
  PutCustomerUdfsRequest,
  UpdateMemberEmailRequest,
  UpdateMemberEmailResult,
} from '@gt/contract/memberships';
import type { AppContext } from '../../app-context';
import { lookupRateLimit } from '../../http/lookup-rate-limit';
import { mailSender } from '../mail/outbox';
import { loadPackages, packageToWire } from './catalogue';
import { getCustomerUdfs, listMemberships, putCustomerUdfs, sendLostMemberNo, updateMemberEmail, validateMember } from './service';

/**
 * Membership routes under /api/v1 (spec 01 §7):
 * - GET membershippackages[?DisplayArea][&MembershipPackageID] → MembershipPackage[] (empty: the
 *   storefront says "No membership packages record found");
 * - GET MemberValidation?CardOrMemberNo&LastName&Email|Phone|Street1 → MemberValidationResult
 *   with its ValidationToken; 400 "Email does not match." / "Phone or Address 1 does not match.";
 *   rate-limited per client (LookupRateLimitPerMinute);
 * - GET memberships?CustomerID&HideFamilyMembers&ValidationToken → Membership[] of the validated
 *   customer; 403 otherwise;
 * - GET LostMemberNoEmail/LostMemberNo?LastName&Email → 200 "Email sent successfully!" (the
 *   e-mail goes through the outbox only to a matching member, at most MemberNumberEmailsPerHour
 *   an hour per address); rate-limited per client;
 * - GET customerudfs?CustomerIDList&ValidationToken / PUT customerudfs {ValidationToken, Values}
 *   → the UDF values of persons of the validated member's memberships; 403 otherwise;
 * - PUT customers/email {ValidationToken, CustomerID, Email} → {CustomerID, EmailOnFile}: the
 *   validated member's e-mail on file becomes the one entered at checkout (audited); 403 "Unable
 *   to update customer not enough privileges to perform an action" otherwise.
 */
export const membershipRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const errors = { 400: ErrorResponse, 403: ErrorResponse };
    app.get(
      '/membershippackages',
      { schema: { querystring: MembershipPackagesQuery, response: { 200: z.array(MembershipPackage) } } },
      async (req) =>
        (
          await loadPackages(ctx.db, {
            displayArea: req.query.DisplayArea ?? ctx.config.Public.MembershipDisplayArea ?? undefined,
            packageId: req.query.MembershipPackageID,
          })
        ).map(packageToWire),
    );
    app.get(
      '/MemberValidation',
      {
        schema: { querystring: MemberValidationQuery, response: { 200: MemberValidationResult, ...errors } },
        config: lookupRateLimit(ctx),
      },
      (req) => validateMember(ctx, req.query),
    );
    app.get('/memberships', { schema: { querystring: MembershipsQuery, response: { 200: z.array(Membership), ...errors } } }, (req) =>
      listMemberships(ctx, req.query),
    );
    app.get(
      '/LostMemberNoEmail/LostMemberNo',
      {
        schema: { querystring: LostMemberNoQuery, response: { 200: LostMemberNoResult, ...errors } },
        config: lookupRateLimit(ctx),
        // The lookup and the e-mail run after the answer has gone.
        onResponse: async () => mailSender(ctx).wake(),
      },
      (req) => sendLostMemberNo(ctx, req.query),
    );
    app.get(
      '/customerudfs',
      { schema: { querystring: CustomerUdfsQuery, response: { 200: z.array(CustomerUdfValue), ...errors } } },
      (req) => getCustomerUdfs(ctx, req.query),
    );
    app.put('/customerudfs', { schema: { body: PutCustomerUdfsRequest, response: { 204: z.null(), ...errors } } }, async (req, reply) => {
      await putCustomerUdfs(ctx, req.body);
      return reply.status(204).send(null);
    });
    app.put(
      '/customers/email',
      { schema: { body: UpdateMemberEmailRequest, response: { 200: UpdateMemberEmailResult, ...errors } }, config: lookupRateLimit(ctx) },
      (req) => updateMemberEmail(ctx, req.body),
    );
  };
