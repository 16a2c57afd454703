import type { UserDefinedField } from '@gt/contract/catalogue';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UdfField } from './udf-field';

/** User-defined fields grouped in one section per category (spec 01 §2 "Event side panel"); `missing` ones are marked. */
export function UdfSections(props: { udfs: UserDefinedField[]; values: Record<number, string>; missing?: ReadonlySet<number>; onChange(udfId: number, value: string): void }) {
  const categories = [...new Set(props.udfs.map((u) => u.UDFCategoryName))];
  return (
    <>
      {categories.map((cat) => (
        <Stack key={cat} component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
          <Typography component="legend" variant="h3" sx={{ mb: 1 }}>
            {cat}
          </Typography>
          {props.udfs
            .filter((u) => u.UDFCategoryName === cat)
            .map((u) => (
              <UdfField key={u.UDFID} udf={u} value={props.values[u.UDFID] ?? ''} missing={props.missing?.has(u.UDFID) ?? false} onChange={(v) => props.onChange(u.UDFID, v)} />
            ))}
        </Stack>
      ))}
    </>
  );
}
