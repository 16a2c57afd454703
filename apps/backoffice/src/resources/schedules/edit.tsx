import { Edit, SimpleForm, useNotify, useRedirect } from 'react-admin';
import type { GenerationReport } from '@gt/contract/admin/schedules';
import { ScheduleFields, SchedulePreview } from './form';

/** A report's sentence: what regeneration did, and the events it left alone because of sales or live holds. */
export function reportText(r: GenerationReport): string {
  const kept = r.kept.length
    ? ` ${r.kept.length} kept unchanged (sales or live holds): ${r.kept.map((k) => `#${k.tourEventId} ${k.startsAt.slice(0, 16).replace('T', ' ')}`).join(', ')}.`
    : '';
  return `Events regenerated: ${r.created} made, ${r.updated} changed, ${r.removed} removed.${kept}`;
}

/** Change a schedule: its future events are regenerated; those with sales or live holds stay and are listed. */
export function ScheduleEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      mutationMode="pessimistic"
      transform={(data) => ({ ...data, validUntil: data.validUntil || null, displayColor: data.displayColor || null, bookingInfo: data.bookingInfo || null })}
      mutationOptions={{
        onSuccess: (record) => {
          const data = record as unknown as { report: GenerationReport };
          notify(reportText(data.report), { type: data.report.kept.length ? 'warning' : 'success', autoHideDuration: 10_000 });
          redirect('list', 'schedules');
        },
      }}
    >
      <SimpleForm>
        <ScheduleFields />
        <SchedulePreview />
      </SimpleForm>
    </Edit>
  );
}
