/**
 * The look of every e-mail the venue sends (confirmation, booking change and cancellation, lost
 * member number): a responsive MJML layout compiled to HTML per message (a few milliseconds), one
 * column that fits a 320 px screen and widens to 600 px: the venue's logo and name, the content
 * blocks, and a footer with the venue's address, phone and contact e-mail (Public.VenueAddress,
 * Public.VenuePhone, Mail.ReplyTo else the sender). Every interpolated text goes through `esc`.
 */
import mjml2html from 'mjml';
import type { AppContext } from '../../app-context';
import type { ServerConfig } from '../../config/server-config';

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

/** A section heading (an event, a product, a membership). */
export const heading = (text: string) => `<mj-text font-size="19px" line-height="26px" font-weight="700" padding="20px 24px 4px">${esc(text)}</mj-text>`;

/** A paragraph of already-escaped HTML (`esc` every interpolated value). */
export const paragraph = (html: string, attrs = '') => `<mj-text padding="4px 24px" ${attrs}>${html}</mj-text>`;

/** A full-width-on-phones call to action button. */
export const button = (href: string, label: string, secondary = false) =>
  `<mj-button href="${esc(href)}" background-color="${secondary ? '#ffffff' : ACCENT}" color="${secondary ? ACCENT : '#ffffff'}" border="2px solid ${ACCENT}" font-size="15px" font-weight="600" border-radius="6px" inner-padding="12px 22px" padding="12px 24px" align="left">${esc(label)}</mj-button>`;

/** Label and amount rows (totals, payments), the last one emphasised when `strongLast`. */
export function amountRows(rows: [label: string, amount: string][], strongLast = false): string {
  const tr = rows.map(([label, amount], i) => {
    const weight = strongLast && i === rows.length - 1 ? 'font-weight:700;border-top:1px solid #d9dee3;' : '';
    return `<tr><td style="padding:4px 0;${weight}">${esc(label)}</td><td style="padding:4px 0;text-align:right;white-space:nowrap;${weight}">${esc(amount)}</td></tr>`;
  });
  return `<mj-table padding="8px 24px" font-size="15px" line-height="22px" color="${INK}">${tr.join('')}</mj-table>`;
}

/** A thin rule between sections. */
export const divider = () => '<mj-divider border-width="1px" border-color="#e4e7eb" padding="16px 24px 4px" />';

export interface MailLayout {
  /** The document title and the first heading, e.g. "Thank you, Ann!". */
  title: string;
  /** The preview line inbox lists show after the subject. */
  preheader: string;
  /** Content blocks (mj-text, mj-image, mj-button, mj-table … of the helpers above). */
  blocks: string[];
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

/** Compiles a message's blocks into the venue's HTML e-mail (MJML; throws on invalid markup, which is a bug of ours). */
export async function renderMail(ctx: AppContext, m: MailLayout): Promise<string> {
  const { config } = ctx;
  const logo = absoluteLogoUrl(config);
  const brand = logo
    ? `<mj-image src="${esc(logo)}" alt="${esc(config.Public.VenueName)}" width="160px" align="left" padding="20px 24px 8px" href="${esc(storefrontBase(config))}" />`
    : `<mj-text font-size="20px" font-weight="700" color="${ACCENT}" padding="20px 24px 8px">${esc(config.Public.VenueName)}</mj-text>`;
  const source = `<mjml lang="en">
  <mj-head>
    <mj-title>${esc(m.title)}</mj-title>
    <mj-preview>${esc(m.preheader)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text font-size="15px" line-height="22px" color="${INK}" />
      <mj-section padding="0" />
    </mj-attributes>
    <mj-style>a { color: ${ACCENT}; } .code figcaption, .code-value { font-family: Menlo, Consolas, monospace; }</mj-style>
  </mj-head>
  <mj-body background-color="#eef1f4" width="600px">
    <mj-section padding="16px 0 0"><mj-column>${brand}</mj-column></mj-section>
    <mj-section background-color="#ffffff" border-radius="8px" padding="8px 0 20px">
      <mj-column>
        <mj-text font-size="24px" line-height="30px" font-weight="700" padding="16px 24px 8px">${esc(m.title)}</mj-text>
        ${m.blocks.join('\n        ')}
      </mj-column>
    </mj-section>
    ${footer(config)}
  </mj-body>
</mjml>`;
  const out = await mjml2html(source, { validationLevel: 'soft', keepComments: false });
  return out.html;
}
