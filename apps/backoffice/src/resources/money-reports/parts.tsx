/** Pieces of the money reports' pages: a titled card, and labeled figures in a wrapping row. */
import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Labeled } from 'react-admin';

/** A titled card of the report (a region named by its title). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ mb: 2 }}>
      {/* Wide tables scroll inside their card on a phone instead of widening the page. */}
      <CardContent sx={{ overflowX: 'auto' }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Labeled amounts in a wrapping row. */
export function Figures({ items }: { items: [string, ReactNode][] }) {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {items.map(([label, value]) => (
        <Labeled key={label} label={label}>
          <Typography>{value}</Typography>
        </Labeled>
      ))}
    </Stack>
  );
}
