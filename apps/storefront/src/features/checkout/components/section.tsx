/** A titled, outlined section of the checkout page (its h2 names the region). */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography id={id} variant="h2" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
