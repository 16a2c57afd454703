/**
 * A calendar route's page (spec 01 §2 "Calendar routes"): heading, view toggle and the chosen
 * view. The chosen view is kept in the URL (`?view=ListView`) so it survives reload and sharing.
 */
import { chooseView, isCalendarToggleDisabled, NARROW_WIDTH_PX, type ViewType } from '@gt/domain/calendar-view';
import { venueDate } from '@gt/domain/venue-time';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, memo, Suspense, useDeferredValue, useMemo } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import { useSearchParams } from 'react-router';
import { ClientOnly } from '../../../components/client-only';
import type { CalendarSettings, ViewProps } from '../types';
import { ListView } from './list-view';
import { ViewToggle } from './view-toggle';

// The month calendar (FullCalendar) and the hybrid date picker (MUI X) load only when shown.
const CalendarView = lazy(() => import('./calendar-view').then((m) => ({ default: m.CalendarView })));
const HybridView = lazyComponent(() => import('./hybrid-view'), 'HybridView');

/** Marks the server-rendered view in the page's HTML (`preloadServerRenderedView`). */
const RENDERED_VIEW = 'data-calendar-view';

/**
 * Loads the code of the view the server rendered into the page (the hybrid view; FullCalendar is
 * never server-rendered), so that the page is hydrated without suspending (lib/lazy-component.ts).
 */
export async function preloadServerRenderedView(): Promise<void> {
  if (document.querySelector(`[${RENDERED_VIEW}="HybridView"]`)) await HybridView.preload();
}

const loading = <CircularProgress aria-label="Loading calendar" />;

const chosenView = (v: string | null): ViewType => (v === 'CalendarView' || v === 'ListView' ? v : '');

/**
 * The chosen view, drawn again only when the view or its props change: a redraw of the page
 * (its media query, its search parameters) then leaves a view that the browser is still taking
 * over from the server's HTML alone, instead of making React take it over at once (docs/performance.md#storefront-on-a-phone).
 */
const ChosenView = memo(function ChosenView({ view, viewProps }: { view: ViewType; viewProps: ViewProps }) {
  return (
    <>
      {view === 'ListView' && <ListView {...viewProps} />}
      <Suspense fallback={loading}>
        {view === 'HybridView' && (
          <div {...{ [RENDERED_VIEW]: view }}>
            <HybridView {...viewProps} />
          </div>
        )}
        {/* FullCalendar renders in the browser only (the server render shows the spinner). */}
        {view === 'CalendarView' && (
          <ClientOnly fallback={loading}>
            <CalendarView {...viewProps} />
          </ClientOnly>
        )}
      </Suspense>
    </>
  );
});

export function CalendarPage(props: { settings: CalendarSettings; zone: string; onSelectEvent: ViewProps['onSelectEvent'] }) {
  const { settings } = props;
  const [search, setSearch] = useSearchParams();
  // Wide while the server's HTML is taken over (the server cannot know the width), then as the
  // window is, in a deferred render (React draws a media query's change at once, and on a phone
  // it came right after hydrating: the list view drawn there made one long task, docs/performance.md#storefront-on-a-phone).
  const narrow = useDeferredValue(useMediaQuery(`(max-width:${NARROW_WIDTH_PX - 0.05}px)`));
  const view = chooseView({
    ...settings,
    chosen: chosenView(search.get('view')),
    windowWidth: narrow ? NARROW_WIDTH_PX - 1 : NARROW_WIDTH_PX,
  });
  const today = venueDate(new Date(), props.zone);
  const viewProps = useMemo<ViewProps>(
    () => ({ settings, today, onSelectEvent: props.onSelectEvent }),
    [settings, today, props.onSelectEvent],
  );
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography variant="h1" component="h1">
          {settings.title}
        </Typography>
        {view !== 'HybridView' && (
          <ViewToggle
            view={view}
            calendarDisabled={isCalendarToggleDisabled(settings)}
            onChange={(v) => setSearch((s) => (s.set('view', v), s), { replace: true })}
          />
        )}
      </Box>
      <ChosenView view={view} viewProps={viewProps} />
    </>
  );
}
