import { z } from 'zod';

/** An admission code's value: 1–64 letters, digits or dashes (ticket, booking, pass and gift card codes). */
const CodeValue = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be 1 to 64 letters, digits or dashes');

/** `GET /api/v1/Barcode/?barcode&includeLable` → PNG (spec 01 §7; "Lable" is the spec's spelling). */
export const BarcodeQuery = z
  .object({
    barcode: CodeValue,
    includeLable: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
  })
  .strict();

/** `GET /api/v1/QRCode/?code` → PNG of the value as a QR code (the receipt's and e-mail's admission codes, Public.AdmissionCodeSymbology). */
export const QRCodeQuery = z.object({ code: CodeValue }).strict();
