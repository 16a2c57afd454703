import type { DisplayArea } from '@gt/contract/catalogue';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

/**
 * One display area: image, title, text and Buy Now leading to `to` (spec 01 §2 "Display area
 * list" on /products; spec 02 §2.10 on /giftcards). `priority`: an image likely to be the page's
 * largest element, fetched first (issue 16); the others load lazily.
 */
export function DisplayAreaCard({ area, to, priority = false }: { area: DisplayArea; to: string; priority?: boolean }) {
  const titleId = `area-${area.DisplayAreaNo}-title`;
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {area.LargeImageURL && (
        <CardMedia component="img" image={area.LargeImageURL} alt="" width={640} height={360} fetchPriority={priority ? 'high' : 'auto'} loading={priority ? 'eager' : 'lazy'} sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      )}
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="h2" component="h2" gutterBottom>
          {area.AreaName}
        </Typography>
        <Typography variant="body1" color="text.secondary">
          {area.DisplayText}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" component={Link} to={to} aria-label={`Buy Now: ${area.AreaName}`}>
          Buy Now
        </Button>
      </CardActions>
    </Card>
  );
}
