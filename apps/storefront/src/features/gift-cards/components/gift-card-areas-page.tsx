/**
 * /giftcards (spec 02 §2.10): the gift card display areas shown online, each with its name,
 * display text and Buy Now leading to /giftcards/{DisplayAreaNo}, drawn like /products (plain CSS).
 */
import type { DisplayArea } from '@gt/contract/catalogue';
import { messages } from '@gt/domain/messages';
import { DisplayAreaCard } from '../../../components/display-area-card';
import { PlainAlert } from '../../../components/plain-alert';
import { paths } from '../../../config/paths';

export function GiftCardAreasPage({ heading, areas }: { heading: string; areas: readonly DisplayArea[] }) {
  const shown = areas.filter((a) => a.ShowOnline);
  return (
    <>
      <h1 className="gt-h1">{heading}</h1>
      {shown.length === 0 ? (
        <PlainAlert severity="info">{messages.noDisplayAreas}</PlainAlert>
      ) : (
        <div className="gt-cards">
          {shown.map((a) => (
            <DisplayAreaCard key={a.DisplayAreaNo} area={a} to={paths.giftCardArea.to(a.DisplayAreaNo)} />
          ))}
        </div>
      )}
    </>
  );
}
