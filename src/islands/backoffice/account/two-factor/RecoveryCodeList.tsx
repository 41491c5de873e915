/** The recovery codes, shown once: copy them, download them as a text file, or say they are saved. */
import { useId, useState } from 'react';
import type { Translate } from '../../../../i18n/translate.ts';

export function RecoveryCodeList({
  codes,
  email,
  t,
  onDone,
}: {
  codes: string[];
  email: string;
  t: Translate;
  onDone: () => void;
}) {
  const id = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const [copied, setCopied] = useState(false);
  const text = `Itaca — ${email}\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'itaca-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section className="bo-two-factor__codes" aria-labelledby={`${id}-codes`}>
      <h3 id={`${id}-codes`}>{t('bo.account.two.factor.codes.title')}</h3>
      <p>{t('bo.account.two.factor.codes.text')}</p>
      <ol className="bo-two-factor__code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="bo-two-factor__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {t('bo.account.two.factor.codes.copy')}
        </button>
        <button type="button" className="button button--secondary" onClick={download}>
          {t('bo.account.two.factor.codes.download')}
        </button>
        <button type="button" className="button" onClick={onDone}>
          {t('bo.account.two.factor.codes.done')}
        </button>
      </div>
      <p role="status">{copied ? t('bo.account.two.factor.codes.copied') : ''}</p>
    </section>
  );
}
