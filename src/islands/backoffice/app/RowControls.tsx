/**
 * The controls at the end of a row of the back office's set-up lists (room types, rooms, rate
 * plans, promotions): the on-sale switch and the Edit and Delete buttons, each named after its row
 * for screen readers ("Edit Classic double room"), the question Delete asks, and the lists' head, in
 * one markup for every list.
 */
import type { Language } from '../../../contracts/types.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { ConfirmDialog, type ConfirmDialogProps } from '../../../ui/ConfirmDialog.tsx';

/** What a set-up list with on-sale switches is given: its hotel, texts, and its rows' controls. */
export type SwitchListProps<Row> = {
  hotelName: string;
  language: Language;
  t: Translate;
  /** The rows whose switch is being saved (by id). */
  toggling: ReadonlySet<number>;
  onToggle: (row: Row, enabled: boolean) => void;
  onEdit: (row: Row) => void;
  onRemove: (row: Row) => void;
};

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

/**
 * Whose texts a row's Edit and Delete say: the rooms' (room types, rooms and rate plans share them)
 * or the promotions'. Each is "Edit" and, for screen readers, "Edit {name}".
 */
const ACTION_TEXTS = {
  rooms: {
    edit: 'bo.rooms.edit',
    editNamed: 'bo.rooms.edit.named',
    remove: 'bo.rooms.delete',
    removeNamed: 'bo.rooms.delete.named',
  },
  promotions: {
    edit: 'bo.promotions.edit',
    editNamed: 'bo.promotions.edit.named',
    remove: 'bo.promotions.delete',
    removeNamed: 'bo.promotions.delete.named',
  },
} as const;

/** A row's Edit and Delete buttons (styled by the list screen's app/list-screen.css), named after the row. */
export function EditDeleteCell({
  name,
  t,
  texts = 'rooms',
  onEdit,
  onRemove,
}: {
  /** The row's name, in the buttons' labels ('Edit Classic double room'). */
  name: string;
  t: Translate;
  texts?: keyof typeof ACTION_TEXTS;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const keys = ACTION_TEXTS[texts];
  return (
    <td className="bo-list__actions">
      <button
        type="button"
        className="button button--secondary"
        aria-label={t(keys.editNamed, { name })}
        onClick={onEdit}
      >
        {t(keys.edit)}
      </button>
      <button
        type="button"
        className="button button--secondary bo-list__delete"
        aria-label={t(keys.removeNamed, { name })}
        onClick={onRemove}
      >
        {t(keys.remove)}
      </button>
    </td>
  );
}

/**
 * A set-up list's caption (for screen readers: the list names its hotel or room type) and its
 * column heads, the last one the row controls' column, named for screen readers only.
 */
export function ListHead({
  caption,
  columns,
  actions,
}: {
  caption: string;
  columns: readonly string[];
  /** The name of the row controls' column ('Actions'). */
  actions: string;
}) {
  return (
    <>
      <caption className="ui-sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          <th scope="col">
            <span className="ui-sr-only">{actions}</span>
          </th>
        </tr>
      </thead>
    </>
  );
}

/**
 * The question a row's Delete asks: the row is removed only once confirmed; either answer closes
 * it (`onClose`), and the removal runs after (`onRemove`, whose refusal the screen says).
 */
export function ConfirmRemoval<Item>(
  props: Pick<ConfirmDialogProps, 'title' | 'confirmLabel' | 'cancelLabel'> & {
    /** The row asked about, or null while nothing is. */
    item: Item | null;
    /** What removing it means, naming it. */
    text: (item: Item) => string;
    onClose: () => void;
    onRemove: (item: Item) => void;
  },
) {
  const { item, text, onClose, onRemove } = props;
  return (
    <ConfirmDialog
      open={item !== null}
      title={props.title}
      text={item ? text(item) : ''}
      confirmLabel={props.confirmLabel}
      cancelLabel={props.cancelLabel}
      onConfirm={() => {
        if (!item) return;
        onClose();
        onRemove(item);
      }}
      onCancel={onClose}
    />
  );
}
