/**
 * Required user-defined fields (spec 01 §5 "Add event to cart"): required fields of type Text,
 * Decimal, Date or Bit must be filled ("Please fill all required UDFs."). A Bit is filled when
 * true; Picklist fields are not enforced by the spec.
 */
import type { UDFType } from '@gt/contract/catalogue';

export interface UdfDefinition {
  UDFID: number;
  UDFType: UDFType;
  IsRequired: boolean;
}

export interface UdfValue {
  UDFID: number;
  Value: string;
}

const ENFORCED: readonly UDFType[] = ['Text', 'Decimal', 'Date', 'Bit'];

/** Whether a value fills a field of the given type (Bit: `true`/`1`; others: non-blank). */
export function isUdfFilled(type: UDFType, value: string | undefined): boolean {
  const v = (value ?? '').trim();
  if (type === 'Bit') return v === 'true' || v === '1';
  return v.length > 0;
}

/** Ids of the required (enforced) fields that the values leave unfilled; empty when complete. */
export function missingRequiredUdfs(defs: readonly UdfDefinition[], values: readonly UdfValue[]): number[] {
  const byId = new Map(values.map((v) => [v.UDFID, v.Value]));
  return defs.filter((d) => d.IsRequired && ENFORCED.includes(d.UDFType) && !isUdfFilled(d.UDFType, byId.get(d.UDFID))).map((d) => d.UDFID);
}
