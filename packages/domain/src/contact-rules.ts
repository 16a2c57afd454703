/**
 * The configured contact rules (spec 01 §5 "Checkout fields", §9 `EmailRegex`, field length
 * limits): one function used by the checkout form and by the server's customer creation, so
 * that an operator who loosens the pattern or raises a length changes both at once.
 */
import type { PublicConfig } from '@gt/contract/config';
import { messages } from './messages';

export type ContactRules = Pick<PublicConfig, 'EmailRegex' | 'FieldLengths'>;

/** Which configured length applies to a field (FieldLengths key). */
export type ContactField = keyof PublicConfig['FieldLengths'];

const patterns = new Map<string, RegExp>();

/** Whether `email` (trimmed) matches the configured EmailRegex. */
export function isValidEmail(rules: ContactRules, email: string): boolean {
  let pattern = patterns.get(rules.EmailRegex);
  if (!pattern) patterns.set(rules.EmailRegex, (pattern = new RegExp(rules.EmailRegex)));
  return pattern.test(email.trim());
}

/**
 * The spec's message for a contact value (trimmed), or undefined when it passes: blank and
 * `required` → "{label} is required."; longer than FieldLengths[field] → "{label} must be at most
 * N characters."; for `Email`, a non-blank value not matching EmailRegex → "Please enter a valid
 * email address". `label` is the form's field label, e.g. "First Name", "Billing City".
 */
export function contactTextProblem(rules: ContactRules, f: { field: ContactField; label: string; required?: boolean }, value: string): string | undefined {
  const v = value.trim();
  if (v === '') return f.required ? messages.fieldRequired(f.label) : undefined;
  const max = rules.FieldLengths[f.field];
  if (v.length > max) return messages.tooLong(f.label, max);
  if (f.field === 'Email' && !isValidEmail(rules, v)) return messages.invalidEmail;
  return undefined;
}
