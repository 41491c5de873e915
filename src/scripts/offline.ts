/**
 * The offline dialog (SITEFLOW, SITEERR): a blocking modal <dialog> with 'alerts.offline.title'
 * and 'alerts.offline.text' that opens on the window's `offline` event (or at load when already
 * offline) and closes on `online`. Escape does not close it while the browser is offline.
 */
export function initOfflineDialog(win: Window = window): void {
  const dialog = win.document.querySelector<HTMLDialogElement>('[data-offline-dialog]');
  if (!dialog) return;
  let opener: Element | null = null;
  const open = () => {
    if (dialog.open) return;
    opener = win.document.activeElement;
    dialog.showModal();
  };
  const close = () => {
    if (!dialog.open) return;
    dialog.close();
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  };
  dialog.addEventListener('cancel', (event) => event.preventDefault());
  // Browsers may still close it (repeated Escape): reopen while offline.
  dialog.addEventListener('close', () => {
    if (!win.navigator.onLine) open();
  });
  win.addEventListener('offline', open);
  win.addEventListener('online', close);
  if (!win.navigator.onLine) open();
}
