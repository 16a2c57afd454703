/**
 * /giftcards (spec 02 §2.10): the gift card display areas shown online, each with its name,
 * display text and Buy Now leading to /giftcards/{DisplayAreaNo}.
 */
import type { DisplayArea } from '@gt/contract/catalogue';
import { messages } from '@gt/domain/messages';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { DisplayAreaCard } from '../../../components/display-area-card';
import { paths } from '../../../config/paths';

export function GiftCardAreasPage({ heading, areas }: { heading: string; areas: readonly DisplayArea[] }) {
  const shown = areas.filter((a) => a.ShowOnline);
  return (
    <>
      <Typography variant="h1" component="h1" gutterBottom>
        {heading}
      </Typography>
      {shown.length === 0 ? (
        <Alert severity="info">{messages.noDisplayAreas}</Alert>
      ) : (
        <Grid container spacing={3}>
          {shown.map((a) => (
            <Grid key={a.DisplayAreaNo} size={{ xs: 12, sm: 6, md: 4 }}>
              <DisplayAreaCard area={a} to={paths.giftCardArea.to(a.DisplayAreaNo)} />
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
