/**
 * An Apple Wallet event ticket of one event booking (docs/operator-guide.md#apple-wallet-passes),
 * made and signed with passkit-generator: pass.json (event name, venue-time start, venue and its
 * location, the booking's QR code with its barcode, relevantDate, colours), the icon and logo,
 * manifest.json and its PKCS 7 (CMS) signature by the Pass Type ID certificate.
 */
import { readFile } from 'node:fs/promises';
import { PKPass } from 'passkit-generator';
import { formatVenueDateTime } from '@gt/domain/venue-time';
import type { AppContext } from '../../app-context';
import { passImages } from './images';
import type { PassBooking } from './repository';

/** The pass.json of `b` (Apple's "Pass" dictionary; times carry the venue offset). */
export function passJson(ctx: AppContext, b: PassBooking): Record<string, unknown> {
  const w = ctx.config.Wallet;
  const zone = ctx.config.Public.VenueTimeZone;
  const venue = ctx.config.Public.VenueName;
  const starts = formatVenueDateTime(b.startsAt, zone);
  return {
    formatVersion: 1,
    passTypeIdentifier: w.PassTypeIdentifier,
    teamIdentifier: w.TeamIdentifier,
    organizationName: w.OrganizationName || venue,
    serialNumber: b.barcode,
    description: `${b.eventName} at ${venue}`,
    relevantDate: starts,
    backgroundColor: w.BackgroundColor,
    foregroundColor: w.ForegroundColor,
    labelColor: w.LabelColor,
    logoText: venue,
    barcodes: [{ format: 'PKBarcodeFormatQR', message: b.barcode, messageEncoding: 'iso-8859-1', altText: String(b.bookingNo) }],
    eventTicket: {
      primaryFields: [{ key: 'event', label: 'EVENT', value: b.eventName }],
      secondaryFields: [
        // Shown in the venue's zone wherever the phone is (the value carries the venue offset).
        { key: 'starts', label: 'STARTS', value: starts, dateStyle: 'PKDateStyleMedium', timeStyle: 'PKDateStyleShort', ignoresTimeZone: true },
        { key: 'guest', label: 'GUEST', value: `${b.firstName} ${b.lastName}` },
      ],
      auxiliaryFields: [
        { key: 'venue', label: 'VENUE', value: venue },
        { key: 'booking', label: 'BOOKING', value: String(b.bookingNo) },
      ],
      backFields: w.VenueLocation ? [{ key: 'location', label: 'Location', value: w.VenueLocation }] : [],
    },
  };
}

/** The signed .pkpass (a zip) of `b`. Throws when a certificate or key file cannot be read or used. */
export async function buildPass(ctx: AppContext, b: PassBooking): Promise<Buffer> {
  const w = ctx.config.Wallet;
  const [wwdr, signerCert, signerKey, images] = await Promise.all([readFile(w.WWDRCertFile), readFile(w.SignerCertFile), readFile(w.SignerKeyFile), passImages(w)]);
  const pass = new PKPass(
    { 'pass.json': Buffer.from(JSON.stringify(passJson(ctx, b))), ...images },
    { wwdr, signerCert, signerKey, ...(w.SignerKeyPassphrase ? { signerKeyPassphrase: w.SignerKeyPassphrase } : {}) },
  );
  return pass.getAsBuffer();
}
