/**
 * Style sheet of the sandbox's fields and 3-D Secure test page, served at /sandbox-pay/sandbox.css.
 * It copies the look of the storefront's MUI outlined small text fields (apps/storefront/src/app/theme.ts:
 * system font, 8 px radius, 2 px primary border on focus, red error text) and meets WCAG 2.2 AA:
 * text ≥ 4.5:1 (labels and hints rgba(0,0,0,0.6) = 5.7:1, errors #c62828 = 5.6:1, primary
 * #0b5cad = 6.3:1 on white), input borders ≥ 3:1 (#767676 = 4.5:1), a visible focus indicator.
 */
export const SANDBOX_CSS = `*, *::before, *::after { box-sizing: border-box; }
html, body { margin: 0; background: #fff; color: rgba(0, 0, 0, 0.87); font-family: Roboto, Helvetica, Arial, sans-serif; font-size: 16px; line-height: 1.5; letter-spacing: 0.00938em; }
body.fields { overflow: hidden; padding: 8px 2px 4px; }
.grid { display: grid; grid-template-columns: repeat(12, minmax(0, 1fr)); gap: 16px; }
.field { position: relative; grid-column: span 12; }
.field.half { grid-column: span 6; }
@media (min-width: 600px) {
  .field.wide { grid-column: span 8; }
  .field.narrow, .field.half { grid-column: span 4; }
}
.field label { position: absolute; top: -9px; left: 10px; padding: 0 4px; background: #fff; color: rgba(0, 0, 0, 0.6); font-size: 12px; line-height: 18px; pointer-events: none; max-width: calc(100% - 20px); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.field input, .field select { display: block; width: 100%; height: 40px; margin: 0; padding: 8.5px 14px; border: 1px solid #767676; border-radius: 8px; background: #fff; color: inherit; font: inherit; letter-spacing: inherit; }
.field select { appearance: none; padding-right: 32px; background-image: linear-gradient(45deg, transparent 50%, rgba(0, 0, 0, 0.6) 50%), linear-gradient(135deg, rgba(0, 0, 0, 0.6) 50%, transparent 50%); background-position: calc(100% - 18px) 50%, calc(100% - 13px) 50%; background-size: 5px 5px; background-repeat: no-repeat; }
.field input:hover, .field select:hover { border-color: rgba(0, 0, 0, 0.87); }
.field input:focus, .field select:focus { outline: none; border-color: #0b5cad; box-shadow: inset 0 0 0 1px #0b5cad; }
.field input::placeholder { color: rgba(0, 0, 0, 0.6); opacity: 1; }
.field:focus-within label { color: #0b5cad; }
.field [aria-invalid="true"] { border-color: #c62828; }
.field [aria-invalid="true"]:focus { border-color: #c62828; box-shadow: inset 0 0 0 1px #c62828; }
.field:has([aria-invalid="true"]) label { color: #c62828; }
.error { margin: 3px 14px 0; color: #c62828; font-size: 12px; line-height: 1.66; letter-spacing: 0.03333em; }
.hint { margin: 12px 0 0; color: rgba(0, 0, 0, 0.6); font-size: 12px; line-height: 1.66; }
body.challenge { padding: 16px; }
.challenge h1 { margin: 0 0 4px; font-size: 1.15rem; font-weight: 600; }
.challenge .bank { margin: 0 0 16px; color: rgba(0, 0, 0, 0.6); font-size: 14px; }
.challenge dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 16px; margin: 0 0 16px; }
.challenge dt { color: rgba(0, 0, 0, 0.6); }
.challenge dd { margin: 0; font-weight: 500; }
.actions { display: flex; flex-wrap: wrap; gap: 8px; }
button { min-height: 40px; padding: 6px 16px; border: 1px solid #0b5cad; border-radius: 8px; background: #fff; color: #0b5cad; font: inherit; font-size: 14px; font-weight: 500; letter-spacing: 0.02857em; text-transform: uppercase; cursor: pointer; }
button.primary { background: #0b5cad; color: #fff; }
button:focus-visible { outline: 3px solid #0b5cad; outline-offset: 2px; }
button:disabled { opacity: 0.6; cursor: default; }
[hidden] { display: none !important; }
`;
