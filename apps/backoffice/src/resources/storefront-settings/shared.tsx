/** What the storefront settings' list and form share: group names, a value as text, where it comes from. */
import { Chip } from '@mui/material';
import { SETTING_GROUPS, type StorefrontSetting } from '@gt/contract/admin/storefront-settings';

export const groupChoices = SETTING_GROUPS.map((g) => ({ id: g.id, name: g.name }));
export const groupName = (id: string) => SETTING_GROUPS.find((g) => g.id === id)?.name ?? id;

/** A value as an operator reads it: text as is (empty shown as such), Yes/No, "none" for null, a list comma-separated. */
export function valueText(v: unknown): string {
  if (v === null || v === undefined) return 'none';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (Array.isArray(v)) return v.join(', ');
  if (v === '') return '(empty)';
  return String(v);
}

export const SOURCE_LABELS: Record<StorefrontSetting['source'], string> = {
  default: 'Default',
  backoffice: 'Changed here',
  file: 'set in gt.config.json',
};

/** Where the value in use comes from, as a small chip. */
export function SourceChip({ source }: { source: StorefrontSetting['source'] }) {
  return (
    <Chip
      size="small"
      label={SOURCE_LABELS[source]}
      color={source === 'backoffice' ? 'primary' : 'default'}
      variant={source === 'file' ? 'outlined' : 'filled'}
    />
  );
}
