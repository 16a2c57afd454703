import { messages } from '@gt/domain/messages';
import { DisplayAreaCard } from '../../../components/display-area-card';
import { PlainAlert } from '../../../components/plain-alert';
import { displayAreaTarget } from '../../../config/paths';
import { useDisplayAreas } from '../api/get-display-areas';

/**
 * The ShowOnline display areas as cards, three, two or one to a row; the spec's message when there
 * are none. The first two cards' images (one of them the largest element on a phone) are fetched first.
 */
export function DisplayAreaList() {
  const areas = useDisplayAreas().filter((a) => a.ShowOnline);
  if (areas.length === 0) return <PlainAlert severity="info">{messages.noDisplayAreas}</PlainAlert>;
  return (
    <div className="gt-cards">
      {areas.map((a, i) => (
        <DisplayAreaCard key={a.DisplayAreaNo} area={a} to={displayAreaTarget(a)} priority={i < 2} />
      ))}
    </div>
  );
}

/** Placeholders of three cards (image, title, two lines, button) while the display areas load. */
export function DisplayAreaListSkeleton() {
  return (
    <div className="gt-cards" aria-hidden>
      {[0, 1, 2].map((i) => (
        <div key={i}>
          <span className="gt-skeleton gt-skeleton-media" />
          <span className="gt-skeleton gt-skeleton-text gt-skeleton-title" />
          <span className="gt-skeleton gt-skeleton-text" />
          <span className="gt-skeleton gt-skeleton-text" style={{ width: '80%' }} />
          <span className="gt-skeleton gt-skeleton-button" />
        </div>
      ))}
    </div>
  );
}
