/**
 * The controls at the end of a row of the back office's set-up lists (room types, rooms, rate
 * plans, promotions): the on-sale switch and the Edit and Delete buttons, each named after its row
 * for screen readers ("Edit Classic double room"), in one markup for every list.
 */

/** A row's switch cell: a checkbox with the switch role, its state said by aria-checked. */
export function SwitchCell({
  columnLabel,
  label,
  checked,
  busy,
  onChange,
}: {
  /** The column's name, shown beside the switch when the table becomes cards on a phone. */
  columnLabel: string;
  /** The switch's own name, with the row's ('Rate plan Flexible on sale'). */
  label: string;
  checked: boolean;
  /** A change of this row is being saved. */
  busy: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <td data-label={columnLabel}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="bo-switch"
        checked={checked}
        disabled={busy}
        aria-label={label}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
    </td>
  );
}

type Action = { text: string; label: string; onClick: () => void };

/** A row's Edit and Delete buttons (styled by the list screen's app/list-screen.css). */
export function EditDeleteCell({ edit, remove }: { edit: Action; remove: Action }) {
  return (
    <td className="bo-list__actions">
      <button
        type="button"
        className="button button--secondary"
        aria-label={edit.label}
        onClick={edit.onClick}
      >
        {edit.text}
      </button>
      <button
        type="button"
        className="button button--secondary bo-list__delete"
        aria-label={remove.label}
        onClick={remove.onClick}
      >
        {remove.text}
      </button>
    </td>
  );
}
