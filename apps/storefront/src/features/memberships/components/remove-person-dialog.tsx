/**
 * "Remove person" for a membership package (spec 02 §2.7), from the package editor or the cart:
 * the person leaves the draft; on a renewal, a member the package already had is kept as not
 * included (its membership lapses rather than vanishes).
 */
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { CartPerson, MembershipDraft } from '../../../stores/membership-cart';

export function RemovePersonDialog(props: {
  person: CartPerson | null;
  draft: MembershipDraft;
  onRemove(draft: MembershipDraft): void;
  onClose(): void;
}) {
  const { person, draft } = props;
  return (
    <ConfirmDialog
      open={person !== null}
      title="Remove person"
      confirmLabel="Remove"
      onCancel={props.onClose}
      onConfirm={() => {
        if (person)
          props.onRemove({
            ...draft,
            persons: draft.persons.filter((x) => x.userNo !== person.userNo),
            notIncluded: draft.renewMembershipId && person.customerId ? [...draft.notIncluded, person] : draft.notIncluded,
          });
        props.onClose();
      }}
    >
      Remove {person?.firstName} {person?.lastName} from the package?
    </ConfirmDialog>
  );
}
