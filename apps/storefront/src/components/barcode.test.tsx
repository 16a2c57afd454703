/** The admission code image follows Public.AdmissionCodeSymbology: a QR code (default) or Code 128 bars. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../testing/fixtures';
import { renderWithData } from '../testing/render';
import { Barcode } from './barcode';

const srcOf = (name: string) => new URL(screen.getByRole('img', { name }).getAttribute('src') ?? '', 'http://x');

describe('Barcode', () => {
  it('draws a QR code of the value by default, 180 px wide, the value printed under it when readable', () => {
    renderWithData(<Barcode value="TICKET-0001" label="Adult 1" readable />, { config: testConfig() });
    const src = srcOf('Adult 1 QR code TICKET-0001');
    expect([src.pathname, src.searchParams.get('code')]).toEqual(['/api/v1/QRCode/', 'TICKET-0001']);
    expect(screen.getByRole('img')).toHaveAttribute('width', '180');
    expect(screen.getByRole('figure')).toHaveTextContent('Adult 1TICKET-0001');
  });

  it('leaves the value out of the caption and the text alternative when not readable', () => {
    renderWithData(<Barcode value="TICKET-0001" label="Adult 1" readable={false} />, { config: testConfig() });
    expect(srcOf('Adult 1 QR code').searchParams.get('code')).toBe('TICKET-0001');
    expect(screen.getByRole('figure')).toHaveTextContent(/^Adult 1$/);
  });

  it('draws Code 128 bars with AdmissionCodeSymbology code128, the server printing the value under them', () => {
    renderWithData(<Barcode value="TICKET-0001" label="Adult 1" readable />, { config: testConfig({ AdmissionCodeSymbology: 'code128' }) });
    const src = srcOf('Adult 1 barcode TICKET-0001');
    expect([src.pathname, src.searchParams.get('barcode'), src.searchParams.get('includeLable')]).toEqual([
      '/api/v1/Barcode/',
      'TICKET-0001',
      'true',
    ]);
    expect(screen.getByRole('figure')).toHaveTextContent(/^Adult 1$/);
  });
});
