/**
 * What every list or form screen of the back office says above its content, in one markup: a
 * polite status after a save, an alert for a refusal (with the worker's detail: counts, codes),
 * the load failure with its retry button, and the loading line. The two live regions are always
 * in the page (empty until they speak), so screen readers announce what fills them.
 */
import './screen-notices.css';

export type ScreenNotice = { kind: 'status' | 'error'; text: string; detail?: string | null };

export type ScreenNoticesProps = {
  notice: ScreenNotice | null;
  /** Why the screen's data could not be read (shown while there is none), or null. */
  loadFailed: string | null;
  /** Nothing read yet and nothing failed. */
  loading: boolean;
  onRetry: () => void;
  retryLabel: string;
  loadingLabel: string;
};

export function ScreenNotices({
  notice,
  loadFailed,
  loading,
  onRetry,
  retryLabel,
  loadingLabel,
}: ScreenNoticesProps) {
  return (
    <>
      <p role="status" className="bo-screen__status">
        {notice?.kind === 'status' ? notice.text : ''}
      </p>
      <div role="alert" className="bo-screen__alert">
        {notice?.kind === 'error' ? (
          <p className="bo-screen__error">
            {notice.text}
            {notice.detail ? <span className="bo-screen__detail">{notice.detail}</span> : null}
          </p>
        ) : null}
      </div>
      {loadFailed ? (
        <div className="bo-screen__error">
          <p>{loadFailed}</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {retryLabel}
          </button>
        </div>
      ) : null}
      {loading ? <p aria-busy="true">{loadingLabel}</p> : null}
    </>
  );
}
