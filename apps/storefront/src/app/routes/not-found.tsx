import { messages } from '@gt/domain/messages';
import { usePageTitle } from '../../lib/use-page-title';

/** /not-found (spec 01 §2 "Other"), in plain CSS (app/shell.css). */
export function NotFoundRoute() {
  usePageTitle('Page not found');
  return <h1 className="gt-h1 gt-not-found">{messages.pageNotFound}</h1>;
}
