import { Create, SimpleForm, useNotify, useRedirect } from 'react-admin';
import type { GenerationReport } from '@gt/contract/admin/schedules';
import { ScheduleFields, SchedulePreview, scheduleBody } from './form';

/** A new schedule: its events are made at once up to the horizon (the notice says how many). */
export function ScheduleCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      transform={(data) => scheduleBody(data)}
      mutationOptions={{
        onSuccess: (record) => {
          const data = record as unknown as { report: GenerationReport };
          notify(`Schedule saved: ${data.report.created} events made`, { type: 'success' });
          redirect('list', 'schedules');
        },
      }}
    >
      <SimpleForm defaultValues={{ durationMinutes: 60, capacity: 20, startTimes: [], exceptionDates: [], daysOfWeek: [], tourDisplayDays: 0 }}>
        <ScheduleFields />
        <SchedulePreview />
      </SimpleForm>
    </Create>
  );
}
