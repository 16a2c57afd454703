/**
 * /orderlocationtab/{name} (spec 02 §2.12 item 2): the location as title, a radio group of its
 * tab locations under the configured heading, and 'Browse Menu' (disabled until one is chosen)
 * to /ordermenu/{TabLocationID}. A location with exactly one tab location goes straight to its
 * menu; an unknown name goes to the not-found page.
 */
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useOrderLocations } from '../../../api/get-order-locations';
import { paths } from '../../../config/paths';
import { usePublicConfig } from '../../../lib/public-config';
import { usePageTitle } from '../../../lib/use-page-title';

export function TabLocationPage({ name }: { name: string }) {
  const config = usePublicConfig();
  const location = useOrderLocations().locations.find((l) => l.OrderLocation === name);
  const [chosen, setChosen] = useState<number | null>(null);
  const navigate = useNavigate();
  usePageTitle(location?.OrderLocation);
  if (!location) return <Navigate to={paths.notFound.to()} replace />;
  const only = location.TabLocations.length === 1 ? location.TabLocations[0] : undefined;
  if (only) return <Navigate to={paths.orderMenu.to(only.TabLocationID)} replace />;
  return (
    <>
      <Typography variant="h1" component="h1" gutterBottom>
        {location.OrderLocation}
      </Typography>
      <FormControl sx={{ mb: 3 }}>
        <FormLabel id="tab-location-heading" sx={{ typography: 'h2', color: 'text.primary', mb: 1 }}>
          {config.Headings.TabLocation}
        </FormLabel>
        <RadioGroup aria-labelledby="tab-location-heading" value={chosen === null ? '' : String(chosen)} onChange={(e) => setChosen(Number(e.target.value))}>
          {location.TabLocations.map((t) => (
            <FormControlLabel key={t.TabLocationID} value={String(t.TabLocationID)} control={<Radio />} label={t.TabLocationName} />
          ))}
        </RadioGroup>
      </FormControl>
      <div>
        <Button variant="contained" disabled={chosen === null} onClick={() => chosen !== null && navigate(paths.orderMenu.to(chosen))}>
          Browse Menu
        </Button>
      </div>
    </>
  );
}
