import { describe, expect, it } from 'vitest';
import { emailOnFileDiffers, isValidatedMember, memberRateInputProblem, memberRateOutcome } from './member-rate';

const texts = {
  LastNameAndEmailORPhoneORAddressForMembership: 'Enter member number, last name and e-mail, phone or address 1.',
  MembershipCostRateMatches: 'Your membership rate is the same as the standard rate.',
  MembershipNotCurrent: 'Your membership has expired, please renew it to use the member rate.',
};
const filled = { memberNo: '200100300', lastName: 'Rivera', email: 'maya.rivera@example.org', phone: '', address1: '' };

describe('memberRateInputProblem (spec 01 §5 "Applying a membership needs …")', () => {
  it('asks for the member number first, on its field', () => {
    expect(memberRateInputProblem({ ...filled, memberNo: '  ' }, texts)).toEqual({ field: 'memberno', message: 'Member Number is required.' });
  });

  it('needs the last name and one of e-mail, phone or address 1', () => {
    expect(memberRateInputProblem({ ...filled, lastName: '' }, texts)).toEqual({ field: null, message: texts.LastNameAndEmailORPhoneORAddressForMembership });
    expect(memberRateInputProblem({ ...filled, email: ' ' }, texts)).toEqual({ field: null, message: texts.LastNameAndEmailORPhoneORAddressForMembership });
    expect(memberRateInputProblem({ ...filled, email: '', phone: '(409) 555-0142' }, texts)).toBeNull();
    expect(memberRateInputProblem({ ...filled, email: '', address1: '12 Seawall Blvd' }, texts)).toBeNull();
    expect(memberRateInputProblem(filled, texts)).toBeNull();
  });
});

describe('memberRateOutcome (spec 01 §4, §5 MembershipCostRateMatches)', () => {
  it('gives the member rate', () => {
    expect(memberRateOutcome(2, 1, texts)).toEqual({ costRateId: 2 });
  });
  it('refuses a rate equal to the default one, as information', () => {
    expect(memberRateOutcome(1, 1, texts)).toEqual({ refused: texts.MembershipCostRateMatches, severity: 'info' });
  });
  it('refuses an expired membership (no rate from the server)', () => {
    expect(memberRateOutcome(null, 1, texts)).toEqual({ refused: texts.MembershipNotCurrent, severity: 'error' });
  });
});

describe('isValidatedMember / emailOnFileDiffers', () => {
  it('compares e-mail and last name without case or surrounding spaces', () => {
    const v = { email: 'maya.rivera@example.org', lastName: 'Rivera' };
    expect(isValidatedMember(v, { email: ' Maya.Rivera@example.org', lastName: 'RIVERA ' })).toBe(true);
    expect(isValidatedMember(v, { email: 'maya@example.org', lastName: 'Rivera' })).toBe(false);
    expect(isValidatedMember(v, { email: 'maya.rivera@example.org', lastName: 'Riviera' })).toBe(false);
  });
  it('asks about the e-mail on file only when both are known and differ', () => {
    expect(emailOnFileDiffers('maya.rivera@example.org', 'maya@work.example')).toBe(true);
    expect(emailOnFileDiffers('maya.rivera@example.org', 'MAYA.RIVERA@example.org')).toBe(false);
    expect(emailOnFileDiffers('maya.rivera@example.org', '')).toBe(false);
    expect(emailOnFileDiffers('', 'maya@work.example')).toBe(false);
  });
});
