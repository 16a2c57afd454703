import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { messages } from '@gt/domain/messages';
import { DisplayAreaCard } from '../../../components/display-area-card';
import { displayAreaTarget } from '../../../config/paths';
import { useDisplayAreas } from '../api/get-display-areas';

/** The ShowOnline display areas as cards; the spec's message when there are none. */
export function DisplayAreaList() {
  const areas = useDisplayAreas().filter((a) => a.ShowOnline);
  if (areas.length === 0) return <Alert severity="info">{messages.noDisplayAreas}</Alert>;
  return (
    <Grid container spacing={3}>
      {areas.map((a) => (
        <Grid key={a.DisplayAreaNo} size={{ xs: 12, sm: 6, md: 4 }}>
          <DisplayAreaCard area={a} to={displayAreaTarget(a)} />
        </Grid>
      ))}
    </Grid>
  );
}
