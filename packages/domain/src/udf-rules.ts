/**
 * User-defined field rules (spec 01 §5 "Add event to cart", §3 "User-defined fields"), one
 * function for the event drawer and the server (holds and the BookingUDFs of a payment):
 * - a value must suit its field's type: Bit `true`/`false`/`1`/`0`, Date a calendar date
 *   `YYYY-MM-DD`, Decimal a number such as `-12.5`, Picklist one of the field's options, Text at
 *   most UDFLength characters; an empty value always suits;
 * - required fields of type Text, Decimal, Date or Bit must be filled ("Please fill all required
 *   UDFs."); a Bit is filled when true; Picklist fields are not enforced by the spec.
 */
import type { UDFType } from '@gt/contract/catalogue';
import { isCalendarDate } from '@gt/contract/plain-rules';
import { messages } from './messages';

export interface UdfDefinition {
  UDFID: number;
  UDFName: string;
  UDFType: UDFType;
  IsRequired: boolean;
  /** Longest Text value (characters); 0 = no limit. */
  UDFLength: number;
  Picklist: readonly { Option: string }[];
}

export interface UdfValue {
  UDFID: number;
  Value: string;
}

const ENFORCED: readonly UDFType[] = ['Text', 'Decimal', 'Date', 'Bit'];
const DECIMAL = /^-?(\d+(\.\d+)?|\.\d+)$/;
const BIT = ['true', 'false', '1', '0'];

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

/** Why a (non-empty) value does not suit its field, or undefined when it does. */
export function udfValueProblem(def: UdfDefinition, value: string): string | undefined {
  const v = value.trim();
  if (v === '') return undefined;
  switch (def.UDFType) {
    case 'Bit':
      return BIT.includes(v) ? undefined : messages.udfNotBit(def.UDFName);
    case 'Date':
      return isCalendarDate(v) ? undefined : messages.udfNotDate(def.UDFName);
    case 'Decimal':
      return DECIMAL.test(v) ? undefined : messages.udfNotNumber(def.UDFName);
    case 'Picklist':
      return def.Picklist.some((o) => o.Option === v) ? undefined : messages.udfNotOption(def.UDFName);
    case 'Text':
      return def.UDFLength > 0 && v.length > def.UDFLength ? messages.tooLong(def.UDFName, def.UDFLength) : undefined;
  }
}

/**
 * The first problem of an event's UDF values, or undefined when they pass: a value that does
 * not suit its field (udfValueProblem, naming the field), else required fields left unfilled
 * (`fillRequiredUdfs`, with their ids so that a form can mark them). Values of fields not in
 * `defs` are not judged here (the server refuses them with `udfNotForEvent`).
 */
export function udfValuesProblem(defs: readonly UdfDefinition[], values: readonly UdfValue[]): { message: string; udfIds: number[] } | undefined {
  for (const { UDFID, Value } of values) {
    const def = defs.find((d) => d.UDFID === UDFID);
    const message = def && udfValueProblem(def, Value);
    if (message) return { message, udfIds: [UDFID] };
  }
  const missing = missingRequiredUdfs(defs, values);
  return missing.length > 0 ? { message: messages.fillRequiredUdfs, udfIds: missing } : undefined;
}
