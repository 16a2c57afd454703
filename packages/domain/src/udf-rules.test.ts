import { describe, expect, it } from 'vitest';
import { isUdfFilled, missingRequiredUdfs } from './udf-rules';

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
  const defs = [
    { UDFID: 1, UDFType: 'Text' as const, IsRequired: true },
    { UDFID: 2, UDFType: 'Bit' as const, IsRequired: true },
    { UDFID: 3, UDFType: 'Text' as const, IsRequired: false },
    { UDFID: 4, UDFType: 'Picklist' as const, IsRequired: true },
  ];
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
