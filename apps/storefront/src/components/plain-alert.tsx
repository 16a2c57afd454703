/**
 * An info or error message drawn like MUI's standard Alert (role "alert", outlined icon), in plain
 * CSS (app/shell.css): for the parts of the app that draw without MUI (docs/performance.md#storefront-on-a-phone), such as the
 * products page and the error screen, which must show even when no more code can be loaded.
 */
import type { ReactNode } from 'react';

/** MUI's InfoOutlined and ErrorOutline icons (24 × 24). */
const ICON_PATHS = {
  info: 'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8',
};

export function PlainAlert({ severity, children }: { severity: 'info' | 'error'; children: ReactNode }) {
  return (
    <div role="alert" className={`gt-alert gt-alert-${severity}`}>
      <svg className="gt-icon" viewBox="0 0 24 24" aria-hidden focusable="false">
        <path d={ICON_PATHS[severity]} />
      </svg>
      <div className="gt-alert-message">{children}</div>
    </div>
  );
}
