/**
 * The flag of a country (ISO 3166-1 alpha-2) as the address of its own small SVG file (4:3), or
 * null for a code without a flag. Only the addresses are in the script; each flag downloads when
 * an image shows it (docs/performance.md#storefront-on-a-phone: the flag sprite stylesheet was 31 KB, 99 % unused).
 */
const flags = import.meta.glob<string>('@flag-icons/flags/4x3/*.svg', { query: '?url', import: 'default', eager: true });

const byCode = new Map(Object.entries(flags).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), url]));

export function countryFlagUrl(isoCode: string): string | null {
  return byCode.get(isoCode.toLowerCase()) ?? null;
}
