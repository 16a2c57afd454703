/**
 * Storefront settings and messages (spec 01 §9, spec 02 §9; docs/operator-guide.md#storefront-settings-and-messages):
 * every setting with the value in use and where it comes from, grouped by spec section, with a
 * search over keys, descriptions and values. A row opens its form; keys set in gt.config.json
 * open read-only.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, FunctionField, List, SearchInput, SelectInput, SimpleList, TextField } from 'react-admin';
import type { StorefrontSetting } from '@gt/contract/admin/storefront-settings';
import { groupChoices, groupName, SOURCE_LABELS, SourceChip, valueText } from './shared';

const filters = [
  <SearchInput key="q" source="q" placeholder="Search settings and messages" alwaysOn />,
  <SelectInput key="group" source="group" label="Section" choices={groupChoices} alwaysOn />,
];

const short = (text: string, n: number) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);

export function StorefrontSettingList() {
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} exporter={false} perPage={25} title="Storefront settings and messages">
      {narrow ? (
        <SimpleList<StorefrontSetting>
          primaryText={(r) => r.id}
          secondaryText={(r) => short(valueText(r.value), 80)}
          tertiaryText={(r) => SOURCE_LABELS[r.source]}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="id" label="Setting" sortable={false} />
          <FunctionField<StorefrontSetting> label="Section" sortable={false} render={(r) => groupName(r.group)} />
          <FunctionField<StorefrontSetting> label="Value in use" sortable={false} render={(r) => short(valueText(r.value), 90)} />
          <FunctionField<StorefrontSetting> label="Source" sortable={false} render={(r) => <SourceChip source={r.source} />} />
        </Datagrid>
      )}
    </List>
  );
}
