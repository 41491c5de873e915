/**
 * The service description's small rich editor (PROPDATA description per language, max 500,
 * PROPLIM toolbar): a textarea with markdown-lite (**bold**, *italic*, '- ' list lines) and buttons
 * that apply it to the selection, a characters-left counter, and `RichText`, which renders the
 * stored text as React elements (never as HTML: nothing typed can inject markup).
 */
import { Fragment, type ReactNode, useRef } from 'react';
import type { Translate } from '../../../i18n/translate.ts';
import { describedBy, FieldShell, useFieldIds } from '../../../ui/field.tsx';

type Props = {
  label: string;
  value: string;
  max: number;
  t: Translate;
  error?: string | null;
  onChange: (value: string) => void;
};

export function DescriptionEditor({ label, value, max, t, error, onChange }: Props) {
  const ids = useFieldIds();
  const area = useRef<HTMLTextAreaElement>(null);
  const left = max - value.length;

  /** Wraps the selection in `mark` (or inserts the pair), keeping the selection on the text. */
  const wrap = (mark: string) => {
    const el = area.current;
    if (!el) return;
    const { selectionStart: start, selectionEnd: end } = el;
    const next = `${value.slice(0, start)}${mark}${value.slice(start, end)}${mark}${value.slice(end)}`;
    onChange(next);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(start + mark.length, end + mark.length);
    });
  };

  /** Starts each selected line (or the current one) with '- '. */
  const list = () => {
    const el = area.current;
    if (!el) return;
    const lineStart = value.lastIndexOf('\n', el.selectionStart - 1) + 1;
    const end = el.selectionEnd;
    const block = value
      .slice(lineStart, end)
      .split('\n')
      .map((line) => (line.startsWith('- ') ? line : `- ${line}`))
      .join('\n');
    onChange(`${value.slice(0, lineStart)}${block}${value.slice(end)}`);
    requestAnimationFrame(() => el.focus());
  };

  return (
    <FieldShell ids={ids} label={label} hint={t('bo.property.editor.hint')} error={error}>
      <fieldset className="bo-property__toolbar">
        <legend className="ui-sr-only">{t('bo.property.editor.toolbar')}</legend>
        <button type="button" className="bo-property__tool" onClick={() => wrap('**')}>
          <strong>{t('bo.property.editor.bold')}</strong>
        </button>
        <button type="button" className="bo-property__tool" onClick={() => wrap('*')}>
          <em>{t('bo.property.editor.italic')}</em>
        </button>
        <button type="button" className="bo-property__tool" onClick={list}>
          {t('bo.property.editor.list')}
        </button>
      </fieldset>
      <textarea
        ref={area}
        id={ids.inputId}
        className="ui-input bo-property__textarea"
        rows={3}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, true, error, `${ids.inputId}-count`)}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <p
        id={`${ids.inputId}-count`}
        className={left < 0 ? 'bo-property__count bo-property__count--over' : 'bo-property__count'}
      >
        {t('bo.property.services.description.count', { count: left })}
      </p>
    </FieldShell>
  );
}

function inline(text: string): ReactNode[] {
  // **bold** first, then *italic* inside the remaining pieces.
  // Keys are the pieces' places: the rendered text is static, never reordered.
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, i) => {
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) {
      // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
      return <strong key={`b${i}`}>{part.slice(2, -2)}</strong>;
    }
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
      <Fragment key={`t${i}`}>
        {part.split(/(\*[^*]+\*)/g).map((piece, j) =>
          piece.startsWith('*') && piece.endsWith('*') && piece.length > 2 ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
            <em key={`i${j}`}>{piece.slice(1, -1)}</em>
          ) : (
            piece
          ),
        )}
      </Fragment>
    );
  });
}

/** The stored markdown-lite text as paragraphs and lists. */
export function RichText({ text }: { text: string }) {
  const blocks: ReactNode[] = [];
  let items: string[] = [];
  const flush = () => {
    if (items.length > 0) {
      blocks.push(
        <ul key={`l${blocks.length}`}>
          {items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
            <li key={i}>{inline(item)}</li>
          ))}
        </ul>,
      );
      items = [];
    }
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('- ')) {
      items.push(line.slice(2));
      continue;
    }
    flush();
    if (line.trim() !== '') blocks.push(<p key={`p${blocks.length}`}>{inline(line)}</p>);
  }
  flush();
  return <div className="bo-property__rich">{blocks}</div>;
}
