/**
 * An alert over the planning's or the ratesheet's grid: a refused write (closed by its button) or a
 * failed read (its button retries). `block` is the screen's class prefix ('pg' or 'rs').
 */
export function GridAlert({
  block,
  text,
  action,
}: {
  block: 'pg' | 'rs';
  text: string;
  /** `close`: the small close button of a write's alert; `retry`: the main button of a failed read. */
  action: { kind: 'close' | 'retry'; label: string; onClick: () => void };
}) {
  return (
    <div className={`${block}-alert`} role="alert">
      <p>{text}</p>
      <button
        type="button"
        className={action.kind === 'close' ? `${block}-alert__close` : 'button'}
        onClick={action.onClick}
      >
        {action.label}
      </button>
    </div>
  );
}
