import { useResourceDefinition } from 'react-admin';

/** A list's row opens the edit view where the role has one (admin), and nothing for read-only roles. */
export function useEditRowClick(): 'edit' | false {
  return useResourceDefinition().hasEdit ? 'edit' : false;
}
