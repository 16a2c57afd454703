import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { messages } from '@gt/domain/messages';
import { DisplayAreaCard } from '../../../components/display-area-card';
import { displayAreaTarget } from '../../../config/paths';
import { useDisplayAreas } from '../api/get-display-areas';

const CARD_SIZE = { xs: 12, sm: 6, md: 4 } as const;

/**
 * The ShowOnline display areas as cards; the spec's message when there are none. The first two
 * cards' images (one of them the largest element on a phone) are fetched first.
 */
export function DisplayAreaList() {
  const areas = useDisplayAreas().filter((a) => a.ShowOnline);
  if (areas.length === 0) return <Alert severity="info">{messages.noDisplayAreas}</Alert>;
  return (
    <Grid container spacing={3}>
      {areas.map((a, i) => (
        <Grid key={a.DisplayAreaNo} size={CARD_SIZE}>
          <DisplayAreaCard area={a} to={displayAreaTarget(a)} priority={i < 2} />
        </Grid>
      ))}
    </Grid>
  );
}

/** Placeholders of three cards (image, title, two lines, button) while the display areas load. */
export function DisplayAreaListSkeleton() {
  return (
    <Grid container spacing={3} aria-hidden>
      {[0, 1, 2].map((i) => (
        <Grid key={i} size={CARD_SIZE}>
          <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
          <Skeleton variant="text" sx={{ fontSize: '1.4rem', mt: 2, mx: 2 }} width="60%" />
          <Skeleton variant="text" sx={{ mx: 2 }} />
          <Skeleton variant="text" sx={{ mx: 2 }} width="80%" />
          <Skeleton variant="rounded" width={96} height={36} sx={{ m: 2 }} />
        </Grid>
      ))}
    </Grid>
  );
}
