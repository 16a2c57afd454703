import { BooleanField, Datagrid, FunctionField, List, NumberField, ReferenceField, TextField } from 'react-admin';
import type { AdminMembershipPackage } from '@gt/contract/admin/memberships';
import { useEditRowClick } from '../../lib/row-click';
import { useMoney } from '../../lib/money';

/** The types of a package with their prices, e.g. “Adult $75.00, Child $25.00 (+ Guest Pass $20.00)”. */
function TypesField(_: { label?: string }) {
  const money = useMoney();
  return (
    <FunctionField<AdminMembershipPackage>
      render={(p) => {
        const show = (kind: string) =>
          p.types
            .filter((t) => t.kind === kind)
            .map((t) => `${t.name} ${money(t.priceCents)}`)
            .join(', ');
        const addOns = show('AddOn');
        return addOns ? `${show('Membership')} (+ ${addOns})` : show('Membership');
      }}
    />
  );
}

/** Membership packages in their order, with their types, member cost rate and memberships sold. */
export function MembershipPackageList() {
  const rowClick = useEditRowClick();
  return (
    <List exporter={false}>
      <Datagrid rowClick={rowClick} bulkActionButtons={false}>
        <TextField source="id" sortable={false} />
        <TextField source="name" sortable={false} />
        <TypesField label="Types (add-ons)" />
        <FunctionField<AdminMembershipPackage>
          label="Persons"
          render={(p) => (p.maxMembers ? `${p.minMembers}–${p.maxMembers}` : `${p.minMembers} or more`)}
        />
        <ReferenceField source="costRateId" reference="cost-rates" label="Member cost rate" link={false} sortable={false} emptyText="None" />
        <BooleanField source="showOnline" label="Online" sortable={false} />
        <NumberField source="membershipCount" label="Sold" sortable={false} />
      </Datagrid>
    </List>
  );
}
