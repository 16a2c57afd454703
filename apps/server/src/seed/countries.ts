/**
 * Country and state reference data for CountryAndStates, from the ISO 3166 packages
 * (i18n-iso-countries for names, iso-3166-2 for subdivisions). States are listed for the
 * countries whose postal addresses use them.
 */
import countriesLib from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import iso31662 from 'iso-3166-2';

countriesLib.registerLocale(en);

const WITH_STATES = ['US', 'CA', 'AU', 'MX', 'IN', 'BR'];
const STATE_TYPES = new Set(['State', 'Province', 'Territory', 'District', 'Federal district', 'Union territory', 'Outlying area', 'Capital territory', 'Federal District']);
/** Countries listed first in pickers; the rest follow alphabetically. */
const FIRST = ['US', 'CA', 'MX', 'GB'];

export interface CountryRow { isoCode: string; name: string; sortOrder: number }
export interface StateRow { isoCode: string; stateCode: string; name: string }

export function countryReferenceData(): { countries: CountryRow[]; states: StateRow[] } {
  // Official names: the aliases are abbreviations ("UK", "UAE") and name both Congos "Congo".
  const names = countriesLib.getNames('en', { select: 'official' });
  const countries = Object.entries(names).map(([isoCode, name]) => ({
    isoCode,
    name,
    sortOrder: FIRST.includes(isoCode) ? FIRST.indexOf(isoCode) : 1000,
  }));
  const states: StateRow[] = [];
  for (const iso of WITH_STATES) {
    const sub = iso31662.country(iso)?.sub ?? {};
    for (const [code, s] of Object.entries(sub)) {
      if (STATE_TYPES.has(s.type)) states.push({ isoCode: iso, stateCode: code.slice(iso.length + 1), name: s.name });
    }
  }
  return { countries, states };
}
