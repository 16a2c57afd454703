/**
 * Check-in at the door (docs/architecture.md#operators-and-the-back-office): scanning admission
 * codes against a check-in list, undoing an admission, the offline package a scanner downloads and
 * the sync of scans made offline. Times are UTC ISO 8601 instants on the wire; the answer's
 * `message` is already written in venue time.
 *
 * A check-in list is either one timed tour event (`tourEventId`: its ticket codes, one person each,
 * and its booking codes, which admit every person of the booking not yet in) or the general-
 * admission list of one venue day (`date`: GA tickets valid that day and membership passes of
 * current memberships, each admitting once that day).
 */
import { z } from 'zod';

const VenueDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is YYYY-MM-DD.');
/** An admission code as printed (letters, digits, dashes). */
export const AdmissionCode = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'A code is letters, digits and dashes.');
/** The door (scanner) name an operator gives, shown in "already used … by {door}". */
const DoorName = z.string().trim().min(1).max(40);

/** Which list a scan is for: one timed event, or the GA list of one venue day. */
export const CheckinList = z.union([
  z.object({ tourEventId: z.coerce.number().int().positive() }).strict(),
  z.object({ date: VenueDate }).strict(),
]);
export type CheckinList = z.infer<typeof CheckinList>;

export const CheckinResult = z.enum(['admitted', 'already_used', 'wrong_event', 'voided', 'unknown']);
export type CheckinResult = z.infer<typeof CheckinResult>;
export const AdmissionKind = z.enum(['ticket', 'booking', 'ga_ticket', 'membership_pass', 'gift_card']);
export type AdmissionKind = z.infer<typeof AdmissionKind>;
export const VoidReason = z.enum(['refunded', 'cancelled', 'changed', 'reduced']);
export type VoidReason = z.infer<typeof VoidReason>;

/** Admitted so far / expected (people) on a list. */
export const CheckinCounts = z.object({ admitted: z.number().int(), expected: z.number().int() });
export type CheckinCounts = z.infer<typeof CheckinCounts>;

/** POST /checkins: scan one code now, for one list. */
export const ScanBody = z.object({
  list: CheckinList,
  code: AdmissionCode,
  door: DoorName,
});
export type ScanBody = z.infer<typeof ScanBody>;

/**
 * The answer to a scan. `message` is what the scanner shows, exactly: "Admitted" (or "Admitted 3"
 * for a booking code letting in three), "Already used at 10:42 by Door 2", "Not valid for this
 * event (it is for 11:00)" (another day: "(it is for Nov 28, 11:00)"), "Voided (refunded)", "Unknown
 * code".
 */
export const ScanAnswer = z.object({
  result: CheckinResult,
  message: z.string(),
  code: z.string(),
  kind: AdmissionKind.nullable(),
  /** People this scan let in (0 unless admitted). */
  admitted: z.number().int(),
  /** The admission this scan made, for Undo (null unless admitted). */
  checkinId: z.number().int().nullable(),
  /** Holder and product, when the code is known (e.g. "Jane Smith · 2 × Adult"). */
  detail: z.string().nullable(),
  counts: CheckinCounts,
});
export type ScanAnswer = z.infer<typeof ScanAnswer>;

/** DELETE /checkins/:id: undo one admission (audited); the code admits again. */
export const CheckinIdParams = z.object({ id: z.coerce.number().int().positive() });
export const UndoAnswer = z.object({ undone: z.literal(true), counts: CheckinCounts });

/** GET /checkins/offline?tourEventId=…|date=…: what a scanner needs to admit without the network. */
export const OfflineCode = z.object({
  code: z.string(),
  kind: AdmissionKind,
  /** People the code admits (a booking code: its people not yet in). */
  admits: z.number().int(),
  /** When set, the code is already used (instant, door). */
  usedAt: z.string().nullable(),
  usedBy: z.string().nullable(),
  detail: z.string().nullable(),
});
export type OfflineCode = z.infer<typeof OfflineCode>;
export const OfflinePackage = z.object({
  list: CheckinList,
  /** "Tour name · Nov 27, 11:00" or "General admission · Nov 27". */
  title: z.string(),
  /** Event start in venue wall-clock (`YYYY-MM-DDTHH:mm`), null for a day list. */
  start: z.string().nullable(),
  generatedAt: z.string(),
  codes: z.array(OfflineCode),
  /** Codes voided for this list, with why ("Voided (refunded)" offline too). */
  voided: z.array(z.object({ code: z.string(), reason: VoidReason })),
  counts: CheckinCounts,
});
export type OfflinePackage = z.infer<typeof OfflinePackage>;

/**
 * POST /checkins/sync: the admissions a scanner made offline (from its offline package), replayed
 * in order; each `scanId` is taken once (a retried sync answers the same).
 */
export const SyncBody = z.object({
  list: CheckinList,
  door: DoorName,
  scans: z
    .array(z.object({ scanId: z.string().uuid(), code: AdmissionCode, scannedAt: z.string().datetime({ offset: true }) }))
    .min(1)
    .max(500),
});
export type SyncBody = z.infer<typeof SyncBody>;
/**
 * Per scan: the server's answer as of its turn; `conflict` is true when the person let in offline
 * should not have been (the code was used meanwhile at another door, or voided): admitted twice,
 * stored and shown to the operator, never merged away.
 */
export const SyncAnswer = z.object({
  results: z.array(ScanAnswer.extend({ scanId: z.string(), conflict: z.boolean() })),
  counts: CheckinCounts,
});
export type SyncAnswer = z.infer<typeof SyncAnswer>;
