import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** Text cut at `length` characters with Read More / Read Less (spec 01 §2, configured ReadMoreLength). */
export function ReadMore({ text, length }: { text: string; length: number }) {
  const [open, setOpen] = useState(false);
  const long = text.length > length;
  return (
    <Typography variant="body2" color="text.secondary" component="div">
      {long && !open ? `${text.slice(0, length).trimEnd()}…` : text}{' '}
      {long && (
        <Button size="small" variant="text" onClick={() => setOpen((o) => !o)} aria-expanded={open} sx={{ p: 0, minWidth: 0, verticalAlign: 'baseline' }}>
          {open ? 'Read Less' : 'Read More'}
        </Button>
      )}
    </Typography>
  );
}
