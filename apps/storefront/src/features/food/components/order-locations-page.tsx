/**
 * /orderlocation and /orderlocation/Area/{id} (spec 02 §2.12 item 1): one row per location with
 * its map image and name, 'Open Today : hh:mm am - hh:mm pm' (today's first opening-times entry,
 * venue time), 'Avg Wait Time : N minutes', and 'Order Now' while the location is open (strictly
 * between opening and closing time, venue clock), else 'Not Open', disabled. A single location
 * goes straight to its tab locations.
 */
import { messages } from '@gt/domain/messages';
import { isLocationOpen, openTodayText } from '@gt/domain/opening-hours';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink } from 'react-router';
import { useOrderLocations } from '../../../api/get-order-locations';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { useVenueClock } from '../hooks/use-venue-clock';

export function OrderLocationsPage({ displayArea }: { displayArea?: number }) {
  const config = usePublicConfig();
  const { locations, venueNow } = useOrderLocations(displayArea);
  const now = useVenueClock(venueNow);
  const only = locations.length === 1 ? locations[0] : undefined;
  if (only) return <Navigate to={paths.orderLocationTab.to(only.OrderLocation)} replace />;
  return (
    <>
      <Typography variant="h1" component="h1" gutterBottom>
        {config.Headings.Food}
      </Typography>
      {locations.length === 0 && <Alert severity="info">{messages.noOrderLocations}</Alert>}
      <Stack spacing={2}>
        {locations.map((l) => {
          const open = isLocationOpen(l.OpeningTimes, now, config.VenueTimeZone);
          const today = openTodayText(l.OpeningTimes, now, config.VenueTimeZone);
          return (
            <Card key={l.OrderLocationID} component="section" aria-labelledby={`location-${l.OrderLocationID}`} variant="outlined">
              <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
                {l.MapImageURL && <Box component="img" src={l.MapImageURL} alt={`Map of ${l.OrderLocation}`} width={180} height={120} sx={{ borderRadius: 1, maxWidth: '100%', height: 'auto' }} />}
                <Box sx={{ flexGrow: 1, minWidth: 200 }}>
                  <Typography id={`location-${l.OrderLocationID}`} variant="h2" component="h2" gutterBottom>
                    {l.OrderLocation}
                  </Typography>
                  {today && <Typography>{today}</Typography>}
                  {l.AverageWaitMinutes !== null && <Typography>{messages.avgWaitTime(l.AverageWaitMinutes)}</Typography>}
                </Box>
                {open ? (
                  <Button variant="contained" component={RouterLink} to={paths.orderLocationTab.to(l.OrderLocation)} aria-label={`Order Now at ${l.OrderLocation}`}>
                    Order Now
                  </Button>
                ) : (
                  <Button variant="contained" disabled aria-label={`${l.OrderLocation} Not Open`}>
                    Not Open
                  </Button>
                )}
              </CardContent>
            </Card>
          );
        })}
      </Stack>
    </>
  );
}
