/**
 * The back office (docs/architecture.md#components, docs/architecture.md#modules): react-admin
 * under /admin with one data provider over /api/admin/v1. The menu by role, in the order of a
 * working day: bookings, manifests, the door scanner, sales, money reports, gift cards and members
 * (admin and box office; the payment reconciliation: admin; door: manifests and the scanner), the
 * kitchen screen (admin and kitchen), food products (the kitchen reads them and marks one sold out
 * today), food menus and locations (admin edits, box office reads), then events and schedules, then
 * the catalogue (display areas, booking types, tour products, cost rates, taxes, coupons, gift card
 * products, membership packages, user-defined fields: admin edits, box office reads), then
 * operators, the audit log, the storefront settings and messages, the security settings, API tokens
 * and webhooks (admin). Every operator can set up two-factor authentication (/two-factor).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Admin, CustomRoutes, Loading, Resource } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './api/auth-provider';
import { dataProvider } from './api/data-provider';
import { withImageUploads } from './api/image-uploads';
import { ChangePasswordPage } from './pages/change-password';
import { TwoFactorPage } from './pages/two-factor';
import { Dashboard } from './pages/dashboard';
import { ScannerPage } from './pages/scanner/scanner-page';
import { KitchenPage } from './pages/kitchen/kitchen-page';
import { LoginPage } from './pages/login-page';
import { AuditLogList } from './resources/audit-log/list';
import { FoodMenuCreate } from './resources/food-menus/create';
import { FoodMenuEdit } from './resources/food-menus/edit';
import { FoodMenuList } from './resources/food-menus/list';
import { OrderLocationCreate } from './resources/food-order-locations/create';
import { OrderLocationEdit } from './resources/food-order-locations/edit';
import { OrderLocationList } from './resources/food-order-locations/list';
import { FoodProductCreate } from './resources/food-products/create';
import { FoodProductEdit } from './resources/food-products/edit';
import { FoodProductList } from './resources/food-products/list';
import { ApiTokenCreate } from './resources/api-tokens/create';
import { ApiTokenList } from './resources/api-tokens/list';
import { WebhookCreate } from './resources/webhooks/create';
import { WebhookDeliveryList } from './resources/webhooks/deliveries';
import { WebhookEdit } from './resources/webhooks/edit';
import { WebhookList } from './resources/webhooks/list';
import { CostRateCreate } from './resources/cost-rates/create';
import { CouponCreate } from './resources/coupons/create';
import { CouponEdit } from './resources/coupons/edit';
import { CouponList } from './resources/coupons/list';
import { CouponShow } from './resources/coupons/show';
import { CostRateEdit } from './resources/cost-rates/edit';
import { CostRateList } from './resources/cost-rates/list';
import { GaProductCreate } from './resources/ga-products/create';
import { GaProductEdit } from './resources/ga-products/edit';
import { GaProductList } from './resources/ga-products/list';
import { CheckoutProductEdit } from './resources/checkout-products/edit';
import { CheckoutProductList } from './resources/checkout-products/list';
import { TaxCreate } from './resources/taxes/create';
import { TaxEdit } from './resources/taxes/edit';
import { TaxList } from './resources/taxes/list';
import { TourProductCreate } from './resources/tour-products/create';
import { TourProductEdit } from './resources/tour-products/edit';
import { TourProductList } from './resources/tour-products/list';
import { UdfCreate } from './resources/user-defined-fields/create';
import { UdfEdit } from './resources/user-defined-fields/edit';
import { UdfList } from './resources/user-defined-fields/list';
import { MembershipPackageCreate } from './resources/membership-packages/create';
import { MembershipPackageEdit } from './resources/membership-packages/edit';
import { MembershipPackageList } from './resources/membership-packages/list';
import { MembershipCreate } from './resources/memberships/create';
import { MembershipList } from './resources/memberships/list';
import { MembershipShow } from './resources/memberships/show';
import { SecuritySettingsEdit } from './resources/settings/edit';
import { StorefrontSettingEdit } from './resources/storefront-settings/edit';
import { StorefrontSettingList } from './resources/storefront-settings/list';
import { ScheduleCreate } from './resources/schedules/create';
import { ScheduleEdit } from './resources/schedules/edit';
import { ScheduleList } from './resources/schedules/list';
import { TourEventEdit } from './resources/tour-events/edit';
import { TourEventList } from './resources/tour-events/list';
import { BookingList } from './resources/bookings/list';
import { BookingShow } from './resources/bookings/show';
import { ManifestPage } from './resources/manifests/manifest-page';
import { SalesPage } from './resources/sales/sales-page';
import { MoneyReportsPage } from './resources/money-reports/money-reports-page';
import { ReconciliationPage } from './resources/money-reports/reconciliation-page';
import { BookingTypeCreate } from './resources/booking-types/create';
import { BookingTypeEdit } from './resources/booking-types/edit';
import { BookingTypeList } from './resources/booking-types/list';
import { GiftCardProductCreate } from './resources/gift-card-products/create';
import { GiftCardProductEdit } from './resources/gift-card-products/edit';
import { GiftCardProductList } from './resources/gift-card-products/list';
import { GiftCardCreate } from './resources/gift-cards/create';
import { GiftCardList } from './resources/gift-cards/list';
import { GiftCardShow } from './resources/gift-cards/show';
import { DisplayAreaCreate } from './resources/display-areas/create';
import { DisplayAreaEdit } from './resources/display-areas/edit';
import { DisplayAreaList } from './resources/display-areas/list';
import { UserCreate } from './resources/users/create';
import { UserEdit } from './resources/users/edit';
import { UserList } from './resources/users/list';
import { theme } from './theme';

const catalogueDataProvider = withImageUploads(dataProvider);

/** The events calendar (FullCalendar), loaded when opened. */
const TourEventCalendar = lazy(() => import('./resources/tour-events/calendar').then((m) => ({ default: m.TourEventCalendar })));

/** The catalogue's create and edit screens (admin only; the box office reads the lists). */
const CATALOGUE_EDIT: Record<string, { create: ComponentType; edit: ComponentType }> = {
  'display-areas': { create: DisplayAreaCreate, edit: DisplayAreaEdit },
  'booking-types': { create: BookingTypeCreate, edit: BookingTypeEdit },
  'tour-products': { create: TourProductCreate, edit: TourProductEdit },
  'cost-rates': { create: CostRateCreate, edit: CostRateEdit },
  coupons: { create: CouponCreate, edit: CouponEdit },
  'gift-card-products': { create: GiftCardProductCreate, edit: GiftCardProductEdit },
  taxes: { create: TaxCreate, edit: TaxEdit },
  'user-defined-fields': { create: UdfCreate, edit: UdfEdit },
  'food-order-locations': { create: OrderLocationCreate, edit: OrderLocationEdit },
  'food-menus': { create: FoodMenuCreate, edit: FoodMenuEdit },
  'food-products': { create: FoodProductCreate, edit: FoodProductEdit },
  'ga-products': { create: GaProductCreate, edit: GaProductEdit },
  'membership-packages': { create: MembershipPackageCreate, edit: MembershipPackageEdit },
};

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
        {(role: string) => {
          const admin = role === 'admin';
          const desk = admin || role === 'box_office';
          const catalogue = (name: string) => (admin ? CATALOGUE_EDIT[name] : {});
          return (
            <>
              {desk && (
                <Resource name="bookings" options={{ label: 'Bookings' }} list={BookingList} show={BookingShow} recordRepresentation="id" />
              )}
              {(desk || role === 'door') && <Resource name="manifests" options={{ label: 'Manifests' }} list={ManifestPage} />}
              {(desk || role === 'door') && <Resource name="scanner" options={{ label: 'Scanner' }} list={ScannerPage} />}
              {desk && <Resource name="sales" options={{ label: 'Sales' }} list={SalesPage} />}
              {desk && (
                <Resource
                  name="gift-cards"
                  options={{ label: 'Gift cards' }}
                  list={GiftCardList}
                  show={<GiftCardShow canEdit={admin} />}
                  create={admin ? GiftCardCreate : undefined}
                  recordRepresentation="maskedNo"
                />
              )}
              {desk && <Resource name="money-reports" options={{ label: 'Money reports' }} list={MoneyReportsPage} />}
              {admin && <Resource name="reconciliation" options={{ label: 'Reconciliation' }} list={ReconciliationPage} />}
              {desk && (
                <Resource name="memberships" options={{ label: 'Members' }} list={MembershipList} show={MembershipShow} create={MembershipCreate} />
              )}
              {(admin || role === 'kitchen') && <Resource name="kitchen" options={{ label: 'Kitchen' }} list={KitchenPage} />}
              {(desk || role === 'kitchen') && (
                <Resource
                  name="food-products"
                  options={{ label: 'Food products' }}
                  list={<FoodProductList canMarkSoldOut={admin || role === 'kitchen'} />}
                  {...catalogue('food-products')}
                  recordRepresentation="name"
                />
              )}
              {desk && (
                <>
                  <Resource name="food-menus" options={{ label: 'Food menus' }} list={FoodMenuList} {...catalogue('food-menus')} recordRepresentation="name" />
                  <Resource
                    name="food-order-locations"
                    options={{ label: 'Food locations' }}
                    list={OrderLocationList}
                    {...catalogue('food-order-locations')}
                    recordRepresentation="name"
                  />
                </>
              )}
              {desk && (
                <Resource
                  name="tour-events"
                  options={{ label: 'Events' }}
                  list={<TourEventList canEdit={admin} />}
                  edit={admin ? TourEventEdit : undefined}
                  recordRepresentation="eventName"
                />
              )}
              {desk && (
                <Resource
                  name="events-calendar"
                  options={{ label: 'Events calendar' }}
                  list={
                    <Suspense fallback={<Loading />}>
                      <TourEventCalendar canEdit={admin} />
                    </Suspense>
                  }
                />
              )}
              {admin && (
                <Resource
                  name="schedules"
                  options={{ label: 'Schedules' }}
                  list={ScheduleList}
                  create={ScheduleCreate}
                  edit={ScheduleEdit}
                />
              )}
              {desk && (
                <>
                  <Resource
                    name="display-areas"
                    options={{ label: 'Display areas' }}
                    list={<DisplayAreaList canEdit={admin} />}
                    {...catalogue('display-areas')}
                    recordRepresentation="areaName"
                  />
                  <Resource
                    name="booking-types"
                    options={{ label: 'Booking types' }}
                    list={<BookingTypeList canEdit={admin} />}
                    {...catalogue('booking-types')}
                    recordRepresentation="name"
                  />
                  <Resource
                    name="tour-products"
                    options={{ label: 'Tour products' }}
                    list={TourProductList}
                    {...catalogue('tour-products')}
                  />
                  <Resource name="cost-rates" options={{ label: 'Cost rates' }} list={CostRateList} {...catalogue('cost-rates')} />
                  <Resource name="taxes" options={{ label: 'Taxes' }} list={TaxList} {...catalogue('taxes')} />
                  <Resource name="coupons" options={{ label: 'Coupons' }} list={CouponList} show={CouponShow} {...catalogue('coupons')} recordRepresentation="name" />
                  <Resource
                    name="gift-card-products"
                    options={{ label: 'Gift card products' }}
                    list={GiftCardProductList}
                    {...catalogue('gift-card-products')}
                  />
                  <Resource
                    name="user-defined-fields"
                    options={{ label: 'User-defined fields' }}
                    list={UdfList}
                    {...catalogue('user-defined-fields')}
                  />
                  <Resource name="ga-products" options={{ label: 'GA tickets' }} list={GaProductList} {...catalogue('ga-products')} recordRepresentation="name" />
                  <Resource
                    name="checkout-products"
                    options={{ label: 'Donation and fee' }}
                    list={CheckoutProductList}
                    edit={admin ? CheckoutProductEdit : undefined}
                    recordRepresentation="name"
                  />
                  <Resource
                    name="membership-packages"
                    options={{ label: 'Membership packages' }}
                    list={MembershipPackageList}
                    {...catalogue('membership-packages')}
                    recordRepresentation="name"
                  />
                </>
              )}
              {admin && (
                <Resource
                  name="users"
                  options={{ label: 'Users' }}
                  list={UserList}
                  create={UserCreate}
                  edit={UserEdit}
                  recordRepresentation="email"
                />
              )}
              {admin && <Resource name="audit-log" options={{ label: 'Audit log' }} list={AuditLogList} />}
              {admin && (
                <Resource
                  name="storefront-settings"
                  options={{ label: 'Storefront settings' }}
                  list={StorefrontSettingList}
                  edit={StorefrontSettingEdit}
                  recordRepresentation="id"
                />
              )}
              {admin && <Resource name="api-tokens" options={{ label: 'API tokens' }} list={ApiTokenList} create={ApiTokenCreate} recordRepresentation="name" />}
              {admin && <Resource name="webhooks" options={{ label: 'Webhooks' }} list={WebhookList} create={WebhookCreate} edit={WebhookEdit} recordRepresentation="url" />}
              {admin && <Resource name="webhook-deliveries" options={{ label: 'Webhook deliveries' }} list={WebhookDeliveryList} />}
              {/* One record (`security`): the list route shows its form. */}
              {admin && <Resource name="settings" options={{ label: 'Settings' }} list={SecuritySettingsEdit} />}
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
