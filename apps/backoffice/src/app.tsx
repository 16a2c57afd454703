/**
 * The back office (DESIGN.md "Components", "Layout and naming"): react-admin under /admin with
 * one data provider over /api/admin/v1. Resources by role: an admin manages operators and reads
 * the audit log; admin, box office and door see the day's manifests; admin and box office the
 * sales report (and cancel events from a manifest); the other screens come with later issues.
 */
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './api/auth-provider';
import { dataProvider } from './api/data-provider';
import { ChangePasswordPage } from './pages/change-password';
import { Dashboard } from './pages/dashboard';
import { LoginPage } from './pages/login-page';
import { AuditLogList } from './resources/audit-log/list';
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
            {['admin', 'box_office', 'door'].includes(role) && <Resource name="manifests" options={{ label: 'Manifests' }} list={ManifestPage} />}
            {['admin', 'box_office'].includes(role) && <Resource name="sales" options={{ label: 'Sales' }} list={SalesPage} />}
            <CustomRoutes noLayout>
              <Route path="/change-password" element={<ChangePasswordPage />} />
            </CustomRoutes>
          </>
        )}
      </Admin>
    </BrowserRouter>
  );
}
