/**
 * The look of every e-mail the venue sends (confirmation, booking change and cancellation, lost
 * member number): a responsive MJML layout compiled to HTML once per configuration, one
 * column that fits a 320 px screen and widens to 600 px: the venue's logo and name, the content
 * blocks, and a footer with the venue's address, phone and contact e-mail (Public.VenueAddress,
 * Public.VenuePhone, Mail.ReplyTo else the sender). Every interpolated text goes through `esc`.
 */
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import mjml2html from 'mjml';
import sharp from 'sharp';
import type { AppContext } from '../../app-context';
import type { ServerConfig } from '../../config/server-config';
import { storefrontDist } from '../../paths';
import { QR_IMAGE_PX } from '../barcode/render';
import type { MailAttachment } from './mailer';

/** CSS widths of code images: a QR code at half its pixels (sharp on 2× screens), Code 128 bars at 280 px (both fit 320 px). */
const QR_DISPLAY_PX = QR_IMAGE_PX / 2;
const BARS_DISPLAY_PX = 280;

/** Escapes text for HTML content and attribute values (`&<>"'` as numeric references). */
export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#0b5cad';
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** The storefront's base address (Mail.StorefrontURL) without a trailing slash. */
export const storefrontBase = (config: ServerConfig) => config.Mail.StorefrontURL.replace(/\/+$/, '');

/** Public.LogoURL as an absolute address (a relative one resolved against Mail.StorefrontURL's origin), or '' without a logo. */
export function absoluteLogoUrl(config: ServerConfig): string {
  const logo = config.Public.LogoURL;
  if (!logo) return '';
  try {
    return new URL(logo, `${storefrontBase(config)}/`).href;
  } catch {
    return '';
  }
}

/** The contact address of the e-mails: Mail.ReplyTo, else the sender's address (Mail.From). */
export function contactAddress(config: ServerConfig): string {
  const from = config.Mail.ReplyTo ?? config.Mail.From;
  return /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

/** A slot of a block's template, filled with escaped text when a message is built. */
const slot = (i: number) => `%%GT${i}%%`;
const TITLE = '%%GTTITLE%%';
const PREVIEW = '%%GTPREVIEW%%';

const buttonMjml = (secondary: boolean) =>
  `<mj-button href="${slot(0)}" background-color="${secondary ? '#ffffff' : ACCENT}" color="${secondary ? ACCENT : '#ffffff'}" border="2px solid ${ACCENT}" font-size="15px" font-weight="600" border-radius="6px" inner-padding="12px 22px" padding="12px 24px" align="left">${slot(1)}</mj-button>`;
const imageMjml = (width: number) =>
  `<mj-image src="${slot(0)}" alt="${slot(1)}" width="${width}px" align="center" padding="12px 24px 0" />`;

/** The kinds of content block, as MJML with slots; compiled once per configuration (renderMail). */
const BLOCKS = {
  heading: `<mj-text font-size="19px" line-height="26px" font-weight="700" padding="20px 24px 4px">${slot(0)}</mj-text>`,
  paragraph: `<mj-text padding="4px 24px">${slot(0)}</mj-text>`,
  note: `<mj-text padding="4px 24px" color="${MUTED}">${slot(0)}</mj-text>`,
  item: `<mj-text padding="16px 24px 0" font-weight="600">${slot(0)}</mj-text>`,
  button: buttonMjml(false),
  secondaryButton: buttonMjml(true),
  table: `<mj-table padding="8px 24px" font-size="15px" line-height="22px" color="${INK}">${slot(0)}</mj-table>`,
  divider: '<mj-divider border-width="1px" border-color="#e4e7eb" padding="16px 24px 4px" />',
  qrImage: imageMjml(QR_DISPLAY_PX),
  barsImage: imageMjml(BARS_DISPLAY_PX),
  caption: `<mj-text align="center" font-size="13px" line-height="18px" color="${MUTED}" padding="2px 24px 8px">${slot(0)}</mj-text>`,
} as const;
type BlockKind = keyof typeof BLOCKS;

/** A compiled layout: the HTML before and after the content, each block kind's HTML with its slots, and the inline logo. */
interface Template {
  before: string;
  after: string;
  blocks: Record<BlockKind, string>;
  inline: MailAttachment[];
}

/** Display height of the logo in CSS px (its inline image is twice as tall). */
const LOGO_CSS_HEIGHT = 48;

/**
 * The venue's logo as an inline PNG (`cid:logo@venue`), when Public.LogoURL names a file of the
 * storefront (`/GT/…`, read from StorefrontDir or the storefront's build or public folder): mail
 * clients show no SVG and may not fetch from the storefront (its images are same-origin only).
 * Null for a logo elsewhere (linked by its absolute address) or one that cannot be read.
 */
async function inlineLogo(config: ServerConfig): Promise<{ attachment: MailAttachment; width: number } | null> {
  const logo = config.Public.LogoURL;
  const file = logo.startsWith('/GT/') ? normalize(logo.slice('/GT/'.length)) : '';
  if (!file || file.startsWith('..')) return null;
  for (const dir of [config.StorefrontDir ?? storefrontDist, join(storefrontDist, '../public')]) {
    try {
      const { data, info } = await sharp(await readFile(join(dir, file)), { density: 300 })
        .resize({ height: 2 * LOGO_CSS_HEIGHT })
        .png()
        .toBuffer({ resolveWithObject: true });
      return { attachment: { filename: 'logo.png', content: data, cid: 'logo@venue', contentType: 'image/png' }, width: Math.round(info.width / 2) };
    } catch {
      // Not in this folder (or not an image): try the next, else link it.
    }
  }
  return null;
}

/**
 * A block of `kind` with its slots filled: `html` values as they are (the caller escaped them),
 * text values escaped. Blocks are HTML compiled from MJML once (no MJML work per message).
 */
export interface Block {
  kind: BlockKind;
  values: string[];
}

/** A section heading (an event, a product, a membership). */
export const heading = (text: string): Block => ({ kind: 'heading', values: [esc(text)] });

/** A paragraph of already-escaped HTML (`esc` every interpolated value); `muted` in grey. */
export const paragraph = (html: string, muted = false): Block => ({ kind: muted ? 'note' : 'paragraph', values: [html] });

/** A line of what was bought (tickets, a member, a gift card), in bold above its codes; already-escaped HTML. */
export const item = (html: string): Block => ({ kind: 'item', values: [html] });

/** A call to action button (outlined when `secondary`). */
export const button = (href: string, label: string, secondary = false): Block => ({
  kind: secondary ? 'secondaryButton' : 'button',
  values: [esc(href), esc(label)],
});

/** An image (`cid:` or absolute address) of an admission code, QR (180 px) or Code 128 bars (280 px). */
export const codeBlock = (src: string, alt: string, qr: boolean): Block => ({
  kind: qr ? 'qrImage' : 'barsImage',
  values: [esc(src), esc(alt)],
});

/** A centred small caption of already-escaped HTML (under a code). */
export const caption = (html: string): Block => ({ kind: 'caption', values: [html] });

/** Label and amount rows (totals, payments), the last one emphasised when `strongLast`. */
export function amountRows(rows: [label: string, amount: string][], strongLast = false): Block {
  const tr = rows.map(([label, amount], i) => {
    const weight = strongLast && i === rows.length - 1 ? 'font-weight:700;border-top:1px solid #d9dee3;' : '';
    return `<tr><td style="padding:4px 0;${weight}">${esc(label)}</td><td style="padding:4px 0;text-align:right;white-space:nowrap;${weight}">${esc(amount)}</td></tr>`;
  });
  return { kind: 'table', values: [tr.join('')] };
}

/** A thin rule between sections. */
export const divider = (): Block => ({ kind: 'divider', values: [] });

export interface MailLayout {
  /** The document title and the first heading, e.g. "Thank you, Ann!". */
  title: string;
  /** The preview line inbox lists show after the subject. */
  preheader: string;
  /** The content, in order. */
  blocks: Block[];
}

/** The footer's lines: venue name, address, phone, contact e-mail. */
function footer(config: ServerConfig): string {
  const { VenueName, VenueAddress, VenuePhone } = config.Public;
  const contact = contactAddress(config);
  const lines = [
    `<strong>${esc(VenueName)}</strong>`,
    ...(VenueAddress ? [esc(VenueAddress)] : []),
    ...(VenuePhone ? [`<a href="tel:${esc(VenuePhone.replace(/[^\d+]/g, ''))}" style="color:${MUTED}">${esc(VenuePhone)}</a>`] : []),
    `<a href="mailto:${esc(contact)}" style="color:${MUTED}">${esc(contact)}</a>`,
  ];
  return `<mj-section padding="16px 0 24px"><mj-column><mj-text align="center" font-size="13px" line-height="20px" color="${MUTED}">${lines.join('<br>')}</mj-text></mj-column></mj-section>`;
}

/** The plain-text footer of an e-mail: venue name, address, phone and contact e-mail, one a line. */
export function textFooter(config: ServerConfig): string[] {
  const { VenueName, VenueAddress, VenuePhone } = config.Public;
  return ['--', VenueName, ...(VenueAddress ? [VenueAddress] : []), ...(VenuePhone ? [VenuePhone] : []), contactAddress(config)];
}

const templates = new WeakMap<ServerConfig, Promise<Template>>();

/**
 * The layout of a configuration compiled from MJML (once: some 30 ms): the venue's logo (or name)
 * and footer, and between them the content column with one sample of each block kind, marked
 * with comments and cut out as that kind's HTML (a block renders the same whatever its
 * neighbours: each is a row of the column's table).
 */
async function compile(config: ServerConfig): Promise<Template> {
  const inline = await inlineLogo(config);
  const logo = inline ? `cid:${inline.attachment.cid}` : absoluteLogoUrl(config);
  const brand = logo
    ? `<mj-image src="${esc(logo)}" alt="${esc(config.Public.VenueName)}" width="${Math.min(inline?.width ?? 160, 240)}px" align="left" padding="20px 24px 8px" href="${esc(storefrontBase(config))}" />`
    : `<mj-text font-size="20px" font-weight="700" color="${ACCENT}" padding="20px 24px 8px">${esc(config.Public.VenueName)}</mj-text>`;
  const samples = Object.entries(BLOCKS).map(([kind, mjml]) => `<mj-raw><!--gt:${kind}--></mj-raw>${mjml}<mj-raw><!--gt:end--></mj-raw>`);
  const source = `<mjml lang="en">
  <mj-head>
    <mj-title>${TITLE}</mj-title>
    <mj-preview>${PREVIEW}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="15px" line-height="22px" color="${INK}" />
      <mj-section padding="0" />
    </mj-attributes>
    <mj-style>a { color: ${ACCENT}; } .code-value { font-family: Menlo, Consolas, monospace; }</mj-style>
  </mj-head>
  <mj-body background-color="#eef1f4" width="600px">
    <mj-section padding="16px 0 0"><mj-column>${brand}</mj-column></mj-section>
    <mj-section background-color="#ffffff" border-radius="8px" padding="8px 0 20px">
      <mj-column>
        <mj-text font-size="24px" line-height="30px" font-weight="700" padding="16px 24px 8px">${TITLE}</mj-text>
        ${samples.join('\n')}
        <mj-raw><!--gt:content--></mj-raw>
      </mj-column>
    </mj-section>
    ${footer(config)}
  </mj-body>
</mjml>`;
  let html = (await mjml2html(source, { validationLevel: 'strict' })).html;
  const blocks = {} as Record<BlockKind, string>;
  for (const kind of Object.keys(BLOCKS) as BlockKind[]) {
    const open = `<!--gt:${kind}-->`;
    const from = html.indexOf(open);
    const to = html.indexOf('<!--gt:end-->', from);
    if (from < 0 || to < 0) throw new Error(`e-mail layout: no ${kind} block`);
    blocks[kind] = html.slice(from + open.length, to);
    html = html.slice(0, from) + html.slice(to + '<!--gt:end-->'.length);
  }
  const [before, after] = html.split('<!--gt:content-->') as [string, string];
  return { before, after, blocks, inline: inline ? [inline.attachment] : [] };
}

/** Fills a template's slots (`%%GT<n>%%`) with `values`. */
const fill = (html: string, values: string[]) => html.replace(/%%GT(\d+)%%/g, (_, i: string) => values[Number(i)] ?? '');

/**
 * The HTML e-mail of a message, its blocks in the configuration's layout (compiled once per
 * configuration), and the layout's inline images (the logo) to attach with it.
 */
export async function renderMail(ctx: AppContext, m: MailLayout): Promise<{ html: string; inline: MailAttachment[] }> {
  let template = templates.get(ctx.config);
  if (!template) templates.set(ctx.config, (template = compile(ctx.config)));
  const t = await template;
  const head = t.before.replaceAll(TITLE, esc(m.title)).replace(PREVIEW, esc(m.preheader));
  return { html: head + m.blocks.map((b) => fill(t.blocks[b.kind], b.values)).join('') + t.after.replaceAll(TITLE, esc(m.title)), inline: t.inline };
}
