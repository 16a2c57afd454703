import { PublicConfig } from '@gt/contract/config';
import { describe, expect, it } from 'vitest';
import { contactTextProblem, isValidEmail } from './contact-rules';

const rules = (patch: Record<string, unknown> = {}) => PublicConfig.parse(patch);

describe('contactTextProblem (spec 01 §5 "Checkout fields")', () => {
  const first = { field: 'FirstName', label: 'First Name', required: true } as const;
  const email = { field: 'Email', label: 'Email', required: true } as const;

  it('gives the spec texts for a blank required field and an e-mail off the pattern', () => {
    expect(contactTextProblem(rules(), first, '  ')).toBe('First Name is required.');
    expect(contactTextProblem(rules(), { ...first, required: false }, '')).toBeUndefined();
    expect(contactTextProblem(rules(), email, 'ada@example')).toBe('Please enter a valid email address');
    expect(contactTextProblem(rules(), email, ' ada@example.com ')).toBeUndefined();
  });

  it('applies the configured lengths, and a raised length lets a longer value through', () => {
    expect(contactTextProblem(rules(), first, 'A'.repeat(50))).toBeUndefined();
    expect(contactTextProblem(rules(), first, 'A'.repeat(51))).toBe('First Name must be at most 50 characters.');
    expect(contactTextProblem(rules({ FieldLengths: { FirstName: 80 } }), first, 'A'.repeat(51))).toBeUndefined();
    const city = { field: 'City', label: 'Billing City' } as const;
    expect(contactTextProblem(rules({ FieldLengths: { City: 20 } }), city, 'Llanfairpwllgwyngyllgogerychwyrn')).toBe('Billing City must be at most 20 characters.');
  });

  it('follows the configured EmailRegex', () => {
    const loose = rules({ EmailRegex: '^[^\\s@]+@[^\\s@]+$' });
    expect(isValidEmail(rules(), 'ops@localhost')).toBe(false);
    expect(isValidEmail(loose, 'ops@localhost')).toBe(true);
    expect(contactTextProblem(loose, email, 'ops@localhost')).toBeUndefined();
  });

  it('refuses a configuration whose EmailRegex does not compile or whose length exceeds the wire limit', () => {
    expect(PublicConfig.safeParse({ EmailRegex: '([a-z' }).success).toBe(false);
    expect(PublicConfig.safeParse({ FieldLengths: { Address: 501 } }).success).toBe(false);
  });
});
