/**
 * A toast (PROPLIM-9: at the top, top right on wider screens) for messages that are not tied
 * to a field, e.g. the server's message after a failed request. The live region is always in
 * the page so that screen readers announce the text when it appears; it stays until dismissed
 * (no time limit to read it).
 */
export type NotificationProps = {
  message: string | null;
  kind?: 'error' | 'success' | 'info';
  onDismiss: () => void;
  closeLabel: string;
};

export function Notification({ message, kind = 'error', onDismiss, closeLabel }: NotificationProps) {
  return (
    <div className="island-toasts" role={kind === 'error' ? 'alert' : 'status'} aria-atomic="true">
      {message && (
        <div className={`island-toast island-toast--${kind}`}>
          <p>{message}</p>
          <button type="button" className="island-toast__close" onClick={onDismiss}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{closeLabel}</span>
          </button>
        </div>
      )}
    </div>
  );
}
