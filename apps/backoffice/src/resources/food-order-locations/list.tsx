import { Datagrid, FunctionField, List, NumberField, TextField } from 'react-admin';
import type { AdminOrderLocation } from '@gt/contract/admin/food';
import { useEditRowClick } from '../../lib/row-click';
import { WEEKDAY_CHOICES } from './form';

const short = (weekday: number) => WEEKDAY_CHOICES[weekday]?.name.slice(0, 3) ?? '';

/** "Daily 06:00–14:00" when every day has the same times, else each day's. */
function hoursText(times: AdminOrderLocation['openingTimes']): string {
  const first = times[0];
  if (!first) return 'Closed';
  if (times.length === 7 && times.every((t) => t.opensAt === first.opensAt && t.closesAt === first.closesAt)) return `Daily ${first.opensAt}–${first.closesAt}`;
  return times.map((t) => `${short(t.weekday)} ${t.opensAt}–${t.closesAt}`).join(', ');
}

/** Order locations: display area, node, weekly hours, exceptions to come, wait and tab locations. */
export function OrderLocationList() {
  const rowClick = useEditRowClick();
  return (
    <List sort={{ field: 'sortOrder', order: 'ASC' }} exporter={false}>
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        <TextField source="name" sortable={false} />
        <NumberField source="displayAreaNo" label="Display area" sortable={false} />
        <NumberField source="nodeNo" label="Node" sortable={false} />
        <FunctionField
          label="Opening times"
          sortable={false}
          render={(r: AdminOrderLocation) => hoursText(r.openingTimes)}
        />
        <FunctionField
          label="Exceptions"
          sortable={false}
          render={(r: AdminOrderLocation) => r.exceptions.map((e) => `${e.date} ${e.opensAt ? `${e.opensAt}–${e.closesAt}` : 'closed'}`).join(', ')}
        />
        <NumberField source="averageWaitMinutes" label="Wait (min)" sortable={false} />
        <FunctionField label="Tab locations" sortable={false} render={(r: AdminOrderLocation) => r.tabLocations.map((t) => t.name).join(', ')} />
      </Datagrid>
    </List>
  );
}
