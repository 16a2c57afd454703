/**
 * The back office (DESIGN.md "Components", "Layout and naming"): react-admin under /admin with
 * one data provider over /api/admin/v1. Resources by role: an admin manages operators, reads
 * the audit log and edits the catalogue (display areas, booking types); the box office reads
 * the catalogue; the screens of the other roles come with later issues.
 */
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './api/auth-provider';
import { dataProvider } from './api/data-provider';
import { withImageUploads } from './api/image-uploads';
import { ChangePasswordPage } from './pages/change-password';
import { Dashboard } from './pages/dashboard';
import { LoginPage } from './pages/login-page';
import { AuditLogList } from './resources/audit-log/list';
import { BookingTypeCreate } from './resources/booking-types/create';
import { BookingTypeEdit } from './resources/booking-types/edit';
import { BookingTypeList } from './resources/booking-types/list';
import { DisplayAreaCreate } from './resources/display-areas/create';
import { DisplayAreaEdit } from './resources/display-areas/edit';
import { DisplayAreaList } from './resources/display-areas/list';
import { UserCreate } from './resources/users/create';
import { UserEdit } from './resources/users/edit';
import { UserList } from './resources/users/list';
import { theme } from './theme';

const catalogueDataProvider = withImageUploads(dataProvider);

export function App() {
  return (
    // Browser history under /admin (the server answers index.html for any /admin path); react-admin would use the URL's hash otherwise.
    <BrowserRouter basename="/admin">
      <Admin
        title="Back office"
        theme={theme}
        dataProvider={catalogueDataProvider}
        authProvider={authProvider}
        loginPage={LoginPage}
        dashboard={Dashboard}
        requireAuth
        disableTelemetry
      >
        {(role: string) => (
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
            {(role === 'admin' || role === 'box_office') && (
              <>
                <Resource
                  name="display-areas"
                  options={{ label: 'Display areas' }}
                  list={<DisplayAreaList canEdit={role === 'admin'} />}
                  create={role === 'admin' ? DisplayAreaCreate : undefined}
                  edit={role === 'admin' ? DisplayAreaEdit : undefined}
                  recordRepresentation="areaName"
                />
                <Resource
                  name="booking-types"
                  options={{ label: 'Booking types' }}
                  list={<BookingTypeList canEdit={role === 'admin'} />}
                  create={role === 'admin' ? BookingTypeCreate : undefined}
                  edit={role === 'admin' ? BookingTypeEdit : undefined}
                  recordRepresentation="name"
                />
              </>
            )}
            <CustomRoutes noLayout>
              <Route path="/change-password" element={<ChangePasswordPage />} />
            </CustomRoutes>
          </>
        )}
      </Admin>
    </BrowserRouter>
  );
}
