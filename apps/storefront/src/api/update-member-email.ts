/**
 * PUT customers/email (spec 01 §2 "Confirmation dialog when the entered e-mail differs from the
 * e-mail on file"): the validated member's e-mail on file becomes the entered
 * one; the member validation token authorises it. Errors as ApiError with the server's text
 * (403 "Unable to update customer not enough privileges to perform an action").
 */
import type { UpdateMemberEmailRequest, UpdateMemberEmailResult } from '@gt/contract/memberships';
import { apiRequest, apiUrl } from '../lib/api-client';

export const updateMemberEmail = (body: UpdateMemberEmailRequest) =>
  apiRequest<UpdateMemberEmailResult>(apiUrl('customers/email'), { what: 'update customer', method: 'PUT', body });
