/** Membership routes (spec 01 §2): /memberships, /memberships/join/{id}, /memberships/renew/{id}, /memberships/membervalidate/{id}. */
import { membershipMessages } from '@gt/domain/membership';
import Alert from '@mui/material/Alert';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { MembershipsPage } from '../../features/memberships/components/memberships-page';
import { newDraft, PackageEditor } from '../../features/memberships/components/package-editor';
import { MemberValidatePage } from '../../features/memberships/components/member-validate-page';
import { useMembershipPackages } from '../../features/memberships/api/memberships-api';
import { usePublicConfig } from '../../lib/public-config';
import { usePageTitle } from '../../lib/use-page-title';
import { useMembershipCart } from '../../stores/membership-cart';
import { LoadingOverlay } from '../layout/app-shell';
import { NotFoundRoute } from './not-found';
import { useShallow } from 'zustand/react/shallow';

/** Its pages draw with MUI (lazyPage draws them in the theme). */
export { PageTheme } from '../page-theme';

export function MembershipsRoute() {
  usePageTitle(usePublicConfig().Headings.Memberships || 'Memberships');
  return <MembershipsPage />;
}

function usePackage() {
  const id = Number(useParams().id);
  const { data, isLoading } = useMembershipPackages();
  return { id, pkg: data?.find((p) => p.MembershipPackageID === id), isLoading };
}

/** /memberships/join/{id}: this package's draft (joining, or in the cart), else a new one; another package in the cart is refused. */
export function MembershipJoinRoute() {
  const { id, pkg, isLoading } = usePackage();
  usePageTitle(pkg?.PackageName ?? 'Membership');
  const { draft, inCart, setDraft } = useMembershipCart(useShallow((s) => ({ draft: s.draft, inCart: s.inCart, setDraft: s.setDraft })));
  const current = draft && draft.membershipPackageId === id && !draft.renewMembershipId ? draft : null;
  const otherInCart = inCart && draft !== null && current === null;
  useEffect(() => {
    if (pkg && !current && !otherInCart) setDraft(newDraft(pkg));
  }, [pkg, current, otherInCart, setDraft]);
  if (isLoading) return <LoadingOverlay open />;
  if (!pkg) return <NotFoundRoute />;
  if (otherInCart) return <Alert severity="info">{membershipMessages.onePackageOnly}</Alert>;
  if (!current) return <LoadingOverlay open />;
  return <PackageEditor key={id} pkg={pkg} draft={current} />;
}

/** /memberships/renew/{id}: the renewal draft prepared by member validation. */
export function MembershipRenewRoute() {
  const { id, pkg, isLoading } = usePackage();
  usePageTitle(pkg ? `Renew ${pkg.PackageName}` : 'Membership');
  const draft = useMembershipCart((s) => s.draft);
  if (isLoading) return <LoadingOverlay open />;
  if (!pkg) return <NotFoundRoute />;
  if (!draft || draft.membershipPackageId !== id || !draft.renewMembershipId) return <MemberValidatePage pkg={pkg} />;
  return <PackageEditor key={`renew-${id}`} pkg={pkg} draft={draft} />;
}

/** /memberships/membervalidate/{id}. */
export function MemberValidateRoute() {
  const { pkg, isLoading } = usePackage();
  usePageTitle('Member validation');
  if (isLoading) return <LoadingOverlay open />;
  if (!pkg) return <NotFoundRoute />;
  return <MemberValidatePage pkg={pkg} />;
}
