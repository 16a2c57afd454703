import { Create } from 'react-admin';
import { DisplayAreaForm } from './form';

/** A new display area (admin). */
export function DisplayAreaCreate() {
  return (
    <Create
      redirect="list"
      record={{
        areaType: 'bookingtypes',
        showOnline: true,
        forceListView: false,
        defaultHybridView: false,
        listViewSearchDays: 0,
        sortOrder: 0,
        bookingInfoDetails: [],
      }}
    >
      <DisplayAreaForm />
    </Create>
  );
}
