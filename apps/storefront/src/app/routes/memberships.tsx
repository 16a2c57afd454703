/** Membership routes (spec 01 §2): /memberships, /memberships/join/{id}, /memberships/renew/{id}, /memberships/membervalidate/{id}. */
import { membershipMessages } from '@gt/domain/membership';
import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { MembershipsPage } from '../../features/memberships/components/memberships-page';
import { newDraft, PackageEditor } from '../../features/memberships/components/package-editor';
import { MemberValidatePage } from '../../features/memberships/components/member-validate-page';
import { useMembershipPackages } from '../../features/memberships/api/memberships-api';
import { usePublicConfig } from '../../lib/public-config';
import { usePageTitle } from '../../lib/use-page-title';
import { useMembershipCart } from '../../stores/membership-cart';
import { LoadingOverlay } from '../layout/app-shell';
import { useShallow } from 'zustand/react/shallow';

/** Its pages draw with MUI (lazyPage draws them in the theme). */
export { PageTheme } from '../page-theme';

export function MembershipsRoute() {
  usePageTitle(usePublicConfig().Headings.Memberships || 'Memberships');
  return <MembershipsPage />;
}

/**
 * The package of the route's id. `missing`: the packages are loaded and it is not one of them
 * (the page then redirects to /not-found, spec 02 §2.1); `failed`: they could not be loaded.
 */
function usePackage() {
  const id = Number(useParams().id);
  const { data, error } = useMembershipPackages();
  const pkg = data?.find((p) => p.MembershipPackageID === id);
  return { id, pkg, missing: data !== undefined && !pkg, failed: error };
}

/** What a membership route shows while its package is not there: loading, the error, or the redirect to /not-found. */
function NoPackage({ missing, failed }: { missing: boolean; failed: Error | null }) {
  if (missing) return <Navigate to={paths.notFound.to()} replace />;
  if (failed) return <Alert severity="error">{failed.message}</Alert>;
  return <LoadingOverlay open />;
}

/** /memberships/join/{id}: this package's draft (joining, or in the cart), else a new one; another package in the cart is refused. */
export function MembershipJoinRoute() {
  const { id, pkg, missing, failed } = usePackage();
  usePageTitle(pkg?.PackageName ?? 'Membership');
  const { draft, inCart, setDraft } = useMembershipCart(useShallow((s) => ({ draft: s.draft, inCart: s.inCart, setDraft: s.setDraft })));
  const current = draft && draft.membershipPackageId === id && !draft.renewMembershipId ? draft : null;
  const otherInCart = inCart && draft !== null && current === null;
  useEffect(() => {
    if (pkg && !current && !otherInCart) setDraft(newDraft(pkg));
  }, [pkg, current, otherInCart, setDraft]);
  if (!pkg) return <NoPackage missing={missing} failed={failed} />;
  if (otherInCart) return <Alert severity="info">{membershipMessages.onePackageOnly}</Alert>;
  if (!current) return <LoadingOverlay open />;
  return <PackageEditor key={id} pkg={pkg} draft={current} />;
}

/** /memberships/renew/{id}: the renewal draft prepared by member validation. */
export function MembershipRenewRoute() {
  const { id, pkg, missing, failed } = usePackage();
  usePageTitle(pkg ? `Renew ${pkg.PackageName}` : 'Membership');
  const draft = useMembershipCart((s) => s.draft);
  if (!pkg) return <NoPackage missing={missing} failed={failed} />;
  if (!draft || draft.membershipPackageId !== id || !draft.renewMembershipId) return <MemberValidatePage pkg={pkg} />;
  return <PackageEditor key={`renew-${id}`} pkg={pkg} draft={draft} />;
}

/** /memberships/membervalidate/{id}: renewing, or joining once the primary member is added (spec 01 §4). */
export function MemberValidateRoute() {
  const { id, pkg, missing, failed } = usePackage();
  usePageTitle('Member validation');
  const joining = useMembershipCart((s) =>
    s.draft?.membershipPackageId === id && !s.draft.renewMembershipId ? s.draft.persons.find((p) => p.isPrimary) : undefined,
  );
  if (!pkg) return <NoPackage missing={missing} failed={failed} />;
  return <MemberValidatePage pkg={pkg} joining={joining} />;
}
