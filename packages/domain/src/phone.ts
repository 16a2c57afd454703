/**
 * US phone numbers for the checkout's (999) 999-9999 mask (spec 01 §5 "Phone needs at least 10
 * digits … Mask (999) 999-9999"; spec 01 §5). A leading country code (+1 or 1) is dropped
 * (no US area code starts with 1); what cannot be a US number (another country code, letters,
 * more than ten digits) is refused rather than cut into ten digits.
 */

/** The national digits of a typed number (at most 10), or null when it cannot be a US number. */
export function usPhoneDigits(raw: string): string | null {
  const t = raw.trim();
  if (/[^\d\s().+-]/.test(t) || t.lastIndexOf('+') > 0) return null;
  let digits = t.replace(/\D/g, '');
  if (t.startsWith('+')) {
    if (digits !== '' && !digits.startsWith('1')) return null;
    digits = digits.slice(1);
  } else if (digits.startsWith('1')) digits = digits.slice(1);
  if (digits.startsWith('0') || digits.length > 10) return null;
  return digits;
}

/**
 * The number as the mask shows it while it is typed: "(512", "(512) 555", "(512) 555-0142".
 * A number that cannot be a US one is returned as typed, for the form to refuse.
 */
export function formatUsPhone(raw: string): string {
  const d = usPhoneDigits(raw);
  if (d === null) return raw;
  // Nothing national yet: keep a country code being typed ("+", "+1", "1").
  if (d.length === 0) return raw.trim();
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** A complete US number: 10 digits, area code and exchange starting 2–9 (NANP). */
export function isUsPhone(raw: string): boolean {
  const d = usPhoneDigits(raw);
  return d !== null && /^[2-9]\d{2}[2-9]\d{6}$/.test(d);
}
