import type { BookingInfoDetail } from '@gt/contract/catalogue';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { memo } from 'react';

/** Booking-info text is cut at 100 characters on the hybrid cards (spec 01 §2). */
export const BOOKING_INFO_TEXT_LENGTH = 100;

const truncate = (text: string, n: number) => (text.length > n ? `${text.slice(0, n).trimEnd()}…` : text);

/** One card per booking-info group with a Select button; selecting again clears the choice. Drawn again only when its props change. */
export const BookingInfoCards = memo(function BookingInfoCards(props: { details: BookingInfoDetail[]; selected: string | null; onSelect(info: string | null): void }) {
  if (props.details.length === 0) return null;
  return (
    <Grid container spacing={2} sx={{ mb: 2 }} component="section" aria-label="Experiences">
      {props.details.map((d) => {
        const chosen = props.selected === d.BookingInfo;
        return (
          <Grid key={d.BookingInfo} size={{ xs: 12, sm: 6 }}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: chosen ? 'primary.main' : undefined, borderWidth: chosen ? 2 : 1 }}>
              {d.ImageURL && <CardMedia component="img" image={d.ImageURL} alt="" sx={{ aspectRatio: '16 / 9' }} />}
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography variant="h3" component="h2" sx={{ textTransform: 'capitalize' }} gutterBottom>
                  {d.BookingInfo}
                </Typography>
                <Typography variant="body2" title={d.BookingInfoText}>
                  {truncate(d.BookingInfoText, BOOKING_INFO_TEXT_LENGTH)}
                </Typography>
              </CardContent>
              <CardActions>
                <Button variant={chosen ? 'contained' : 'outlined'} aria-pressed={chosen} onClick={() => props.onSelect(chosen ? null : d.BookingInfo)} aria-label={`Select ${d.BookingInfo}`}>
                  Select
                </Button>
              </CardActions>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
});
