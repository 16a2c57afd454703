import { describe, expect, it } from 'vitest';
import { isUdfFilled, missingRequiredUdfs, udfValuesProblem, type UdfDefinition } from './udf-rules';

const def = (UDFID: number, UDFType: UdfDefinition['UDFType'], IsRequired: boolean, more: Partial<UdfDefinition> = {}): UdfDefinition => ({
  UDFID,
  UDFName: `Field ${UDFID}`,
  UDFType,
  IsRequired,
  UDFLength: 0,
  Picklist: [],
  ...more,
});

describe('isUdfFilled', () => {
  it('needs a true Bit', () => {
    expect(isUdfFilled('Bit', 'true')).toBe(true);
    expect(isUdfFilled('Bit', '1')).toBe(true);
    expect(isUdfFilled('Bit', 'false')).toBe(false);
    expect(isUdfFilled('Bit', undefined)).toBe(false);
  });
  it('needs non-blank text', () => {
    expect(isUdfFilled('Text', ' x ')).toBe(true);
    expect(isUdfFilled('Text', '   ')).toBe(false);
  });
});

describe('missingRequiredUdfs', () => {
  const defs = [def(1, 'Text', true), def(2, 'Bit', true), def(3, 'Text', false), def(4, 'Picklist', true)];
  it('lists required Text/Decimal/Date/Bit fields left empty; optional and Picklist are not enforced', () => {
    expect(missingRequiredUdfs(defs, [])).toEqual([1, 2]);
    expect(
      missingRequiredUdfs(defs, [
        { UDFID: 1, Value: 'Ann' },
        { UDFID: 2, Value: 'true' },
      ]),
    ).toEqual([]);
  });
});

describe('udfValuesProblem (one rule for the drawer and the server)', () => {
  const defs = [
    def(1, 'Text', true, { UDFName: 'Lead guest name', UDFLength: 10 }),
    def(2, 'Date', false, { UDFName: 'Date of birth' }),
    def(3, 'Decimal', false, { UDFName: 'Height (inches)' }),
    def(4, 'Bit', false, { UDFName: 'Can climb stairs' }),
    def(5, 'Picklist', false, { UDFName: 'Mobility', Picklist: [{ Option: 'None' }, { Option: 'Walking aid' }] }),
  ];
  const problem = (id: number, Value: string) => udfValuesProblem(defs, [{ UDFID: 1, Value: 'Ann' }, { UDFID: id, Value }]);

  it('accepts values of the right type, and empty optional fields', () => {
    for (const [id, v] of [[2, '2018-02-28'], [3, '-12.5'], [3, '.5'], [3, '48'], [4, 'true'], [4, 'false'], [5, 'Walking aid'], [2, ''], [5, '']] as const)
      expect(problem(id, v), `${id} ${v}`).toBeUndefined();
  });

  it('names the field whose value its type does not allow', () => {
    expect(problem(3, 'abc')).toEqual({ message: 'Height (inches) must be a number.', udfIds: [3] });
    expect(problem(3, '1e3')?.message).toBe('Height (inches) must be a number.');
    expect(problem(2, '2018-02-30')).toEqual({ message: 'Date of birth must be a valid date.', udfIds: [2] });
    expect(problem(2, '02/28/2018')?.message).toBe('Date of birth must be a valid date.');
    expect(problem(4, 'yes')).toEqual({ message: 'Can climb stairs must be checked or unchecked.', udfIds: [4] });
    expect(problem(5, 'Jetpack')).toEqual({ message: 'Mobility must be one of its options.', udfIds: [5] });
    expect(problem(1, 'Annabelle Lee')).toEqual({ message: 'Lead guest name must be at most 10 characters.', udfIds: [1] });
  });

  it('then requires the required fields', () => {
    expect(udfValuesProblem(defs, [])).toEqual({ message: 'Please fill all required UDFs.', udfIds: [1] });
  });
});
