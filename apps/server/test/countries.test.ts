import { describe, expect, it } from 'vitest';
import type { CountryAndStates } from '@gt/contract/catalogue';
import { useTestStore } from './support';

const t = useTestStore();

describe('GET /api/v1/CountryAndStates', () => {
  it('lists the ISO 3166 countries, the usual four first, then by name', async () => {
    const res = await t.get('/api/v1/CountryAndStates');
    expect(res.statusCode).toBe(200);
    const list = res.json() as CountryAndStates[];
    expect(list).toHaveLength(250);
    expect(list.slice(0, 5).map((c) => [c.ISOCode, c.Country])).toEqual([
      ['US', 'United States of America'],
      ['CA', 'Canada'],
      ['MX', 'Mexico'],
      ['GB', 'United Kingdom'],
      ['AF', 'Afghanistan'],
    ]);
    // the rest by name (the exact place of accented names depends on the database collation)
    const rest = list.slice(4).map((c) => c.Country);
    const at = (name: string) => rest.indexOf(name);
    expect(at('Afghanistan')).toBe(0);
    expect(at('Brazil')).toBeLessThan(at('Chile'));
    expect(at('France')).toBeLessThan(at('Germany'));
    expect(at('Yemen')).toBeLessThan(at('Zambia'));
    expect(at('Zambia')).toBeLessThan(at('Zimbabwe'));
    expect(new Set(list.map((c) => c.ISOCode)).size).toBe(250);
    // every name is distinct, so a picker never shows two countries the same way
    expect(new Set(list.map((c) => c.Country)).size).toBe(250);
    expect(list.find((c) => c.ISOCode === 'CD')?.Country).toBe('Democratic Republic of the Congo');
    expect(list.find((c) => c.ISOCode === 'CG')?.Country).toBe('Republic of the Congo');
  });

  it('gives states for the countries whose addresses use them', async () => {
    const list = (await t.get('/api/v1/CountryAndStates')).json() as CountryAndStates[];
    const count = Object.fromEntries(list.filter((c) => c.Picklist.length > 0).map((c) => [c.ISOCode, c.Picklist.length]));
    expect(count).toEqual({ US: 57, CA: 13, MX: 32, AU: 8, BR: 27, IN: 36 });
    const us = list.find((c) => c.ISOCode === 'US');
    expect(us?.Picklist.slice(0, 3)).toEqual([
      { State: 'Alabama', StateCode: 'AL' },
      { State: 'Alaska', StateCode: 'AK' },
      { State: 'American Samoa', StateCode: 'AS' },
    ]);
    expect(us?.Picklist).toContainEqual({ State: 'Illinois', StateCode: 'IL' });
    expect(us?.Picklist).toContainEqual({ State: 'District of Columbia', StateCode: 'DC' });
    expect(list.find((c) => c.ISOCode === 'CA')?.Picklist).toContainEqual({ State: 'Ontario', StateCode: 'ON' });
    expect(list.find((c) => c.ISOCode === 'GB')?.Picklist).toEqual([]);
  });
});
