/**
 * The back office (docs/architecture.md#components, docs/architecture.md#modules): react-admin
 * under /admin with one data provider over /api/admin/v1. Resources by role: an admin manages
 * operators, reads the audit log, sets the security settings, writes schedules and edits events
 * and the catalogue (tour products, cost rates, taxes, user-defined fields), which the box office
 * may read; every operator can set up two-factor authentication (/two-factor); an admin or the
 * box office finds bookings and acts on them at the desk, reads the sales report and cancels
 * events (from the events list or a manifest); admin, box office and door see the manifests.
 */
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './api/auth-provider';
import { dataProvider } from './api/data-provider';
import { ChangePasswordPage } from './pages/change-password';
import { TwoFactorPage } from './pages/two-factor';
import { Dashboard } from './pages/dashboard';
import { LoginPage } from './pages/login-page';
import { AuditLogList } from './resources/audit-log/list';
import { CostRateCreate } from './resources/cost-rates/create';
import { CostRateEdit } from './resources/cost-rates/edit';
import { CostRateList } from './resources/cost-rates/list';
import { TaxCreate } from './resources/taxes/create';
import { TaxEdit } from './resources/taxes/edit';
import { TaxList } from './resources/taxes/list';
import { TourProductCreate } from './resources/tour-products/create';
import { TourProductEdit } from './resources/tour-products/edit';
import { TourProductList } from './resources/tour-products/list';
import { UdfCreate } from './resources/user-defined-fields/create';
import { UdfEdit } from './resources/user-defined-fields/edit';
import { UdfList } from './resources/user-defined-fields/list';
import { SecuritySettingsEdit } from './resources/settings/edit';
import { ScheduleCreate } from './resources/schedules/create';
import { ScheduleEdit } from './resources/schedules/edit';
import { ScheduleList } from './resources/schedules/list';
import { TourEventEdit } from './resources/tour-events/edit';
import { TourEventList } from './resources/tour-events/list';
import { BookingList } from './resources/bookings/list';
import { BookingShow } from './resources/bookings/show';
import { ManifestPage } from './resources/manifests/manifest-page';
import { SalesPage } from './resources/sales/sales-page';
import { UserCreate } from './resources/users/create';
import { UserEdit } from './resources/users/edit';
import { UserList } from './resources/users/list';
import { theme } from './theme';

export function App() {
  return (
    // Browser history under /admin (the server answers index.html for any /admin path); react-admin would use the URL's hash otherwise.
    <BrowserRouter basename="/admin">
      <Admin
        title="Back office"
        theme={theme}
        dataProvider={dataProvider}
        authProvider={authProvider}
        loginPage={LoginPage}
        dashboard={Dashboard}
        requireAuth
        disableTelemetry
      >
        {(role: string) => {
          const catalogueReader = role === 'admin' || role === 'box_office';
          return (
            <>
              {role === 'admin' && (
                <Resource
                  name="users"
                  options={{ label: 'Users' }}
                  list={UserList}
                  create={UserCreate}
                  edit={UserEdit}
                  recordRepresentation="email"
                />
              )}
              {role === 'admin' && <Resource name="audit-log" options={{ label: 'Audit log' }} list={AuditLogList} />}
              {catalogueReader && (
                <Resource name="bookings" options={{ label: 'Bookings' }} list={BookingList} show={BookingShow} recordRepresentation="id" />
              )}
              {['admin', 'box_office', 'door'].includes(role) && <Resource name="manifests" options={{ label: 'Manifests' }} list={ManifestPage} />}
              {catalogueReader && <Resource name="sales" options={{ label: 'Sales' }} list={SalesPage} />}
              {/* One record (`security`): the list route shows its form. */}
              {role === 'admin' && <Resource name="settings" options={{ label: 'Settings' }} list={SecuritySettingsEdit} />}
              {role === 'admin' && (
                <Resource name="schedules" options={{ label: 'Schedules' }} list={ScheduleList} create={ScheduleCreate} edit={ScheduleEdit} />
              )}
              {catalogueReader && (
                <Resource
                  name="tour-events"
                  options={{ label: 'Events' }}
                  list={<TourEventList canEdit={role === 'admin'} />}
                  edit={role === 'admin' ? TourEventEdit : undefined}
                  recordRepresentation="eventName"
                />
              )}
              {/* The sold catalogue: admin edits, box office reads. */}
              {catalogueReader && (
                <Resource
                  name="tour-products"
                  options={{ label: 'Tour products' }}
                  list={TourProductList}
                  {...(role === 'admin' ? { create: TourProductCreate, edit: TourProductEdit } : {})}
                />
              )}
              {catalogueReader && (
                <Resource
                  name="cost-rates"
                  options={{ label: 'Cost rates' }}
                  list={CostRateList}
                  {...(role === 'admin' ? { create: CostRateCreate, edit: CostRateEdit } : {})}
                />
              )}
              {catalogueReader && (
                <Resource
                  name="taxes"
                  options={{ label: 'Taxes' }}
                  list={TaxList}
                  {...(role === 'admin' ? { create: TaxCreate, edit: TaxEdit } : {})}
                />
              )}
              {catalogueReader && (
                <Resource
                  name="user-defined-fields"
                  options={{ label: 'User-defined fields' }}
                  list={UdfList}
                  {...(role === 'admin' ? { create: UdfCreate, edit: UdfEdit } : {})}
                />
              )}
              <CustomRoutes noLayout>
                <Route path="/change-password" element={<ChangePasswordPage />} />
                <Route path="/two-factor" element={<TwoFactorPage />} />
              </CustomRoutes>
            </>
          );
        }}
      </Admin>
    </BrowserRouter>
  );
}
