import type { DisplayArea } from '@gt/contract/catalogue';
import { Link } from 'react-router';

/**
 * One display area: image, title, text and Buy Now leading to `to` (spec 01 §2 "Display area
 * list" on /products; spec 02 §2.10 on /giftcards), drawn in plain CSS (app/shell.css) like MUI's
 * Card. `priority`: an image likely to be the page's largest element, fetched first (docs/performance.md#storefront-on-a-phone);
 * the others load lazily.
 */
export function DisplayAreaCard({ area, to, priority = false }: { area: DisplayArea; to: string; priority?: boolean }) {
  const titleId = `area-${area.DisplayAreaNo}-title`;
  return (
    <article className="gt-card" aria-labelledby={titleId}>
      {area.LargeImageURL && (
        <img className="gt-card-media" src={area.LargeImageURL} alt="" width={640} height={360} fetchPriority={priority ? 'high' : 'auto'} loading={priority ? 'eager' : 'lazy'} />
      )}
      <div className="gt-card-content">
        <h2 id={titleId} className="gt-h2">
          {area.AreaName}
        </h2>
        <p className="gt-secondary">{area.DisplayText}</p>
      </div>
      <div className="gt-card-actions">
        <Link className="gt-button gt-button-contained" to={to} aria-label={`Buy Now: ${area.AreaName}`}>
          Buy Now
        </Link>
      </div>
    </article>
  );
}
