/**
 * The ratesheet screen (BOSCREENS-4 ratesheet screen, BOFLOW-5 ratesheet cell, BOCHECK; RATES
 * 'Ratesheet'): the toolbar (previous/next window, today, a date to jump to, bulk edit), the grid
 * of room-type blocks over a year of dates, read in windows as it scrolls (`?from=` is its first
 * date), the cell menu (edit the price, bulk edit) and the bulk-edit dialog. Writes patch the
 * grid from the answer's `changed` span; a refused write (409) shows the server's message and
 * reloads what is on screen; a failed save keeps the typed value in its cell and says why.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import type { PromotionsResponse, PromotionView } from '../../../contracts/secure/promotions.ts';
import type {
  BulkEditResult,
  RatesheetChange,
  RatesheetRate,
  RatesheetResponse,
  RateValues,
} from '../../../contracts/secure/ratesheet.ts';
import { addDays, formatLongDate, isIsoDate, todayIso } from '../../../domain/dates-format.ts';
import { amountIssue, applyRateChanges, stayIssues } from '../../../domain/ratesheet.ts';
import { localePath } from '../../../i18n/paths.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { timeoutMessage } from '../../shared/request-error.ts';
import { useBackofficeTranslations } from '../app/i18n.ts';
import { secureRequest } from '../app/request.ts';
import { Menu } from '../planning/Menu.tsx';
import { promotionName } from '../promotions/promotion-text.ts';
import { plural } from '../reservations/texts.ts';
import type { ScreenProps } from '../screen.ts';
import { BulkEditDialog } from './BulkEditDialog.tsx';
import { type BulkForm, bulkDefaults, parseNumber } from './bulk-edit.ts';
import {
  draftOf,
  editKey,
  type GridControl,
  type RateFlag,
  RatesheetGrid,
  type RateTarget,
  type SheetHandlers,
} from './RatesheetGrid.tsx';
import {
  type EditableField,
  limitFor,
  normaliseNumberText,
  rateControlDisabled,
  SAVED_MARK_MS,
} from './ratesheet-cell.ts';
import { isDerived } from './ratesheet-rows.ts';
import { RatesheetStore } from './ratesheet-store.ts';
import {
  dateIndex,
  pageStep,
  SHEET_DAYS,
  sheetStart,
  windowSize,
  windowSpan,
  windowsFor,
} from './ratesheet-window.ts';
import '../planning/planning.css';
import './ratesheet.css';

const PHONE_QUERY = '(max-width: 40rem)';

function usePhone(): boolean {
  const get = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
  const [phone, setPhone] = useState(get);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const media = window.matchMedia(PHONE_QUERY);
    const onChange = () => setPhone(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return phone;
}

/**
 * The text of a failed call: the timeout text; the text of a known code (the 409s of
 * src/contracts/secure/ratesheet.ts, field codes); else the server's message or the fallback.
 */
export function errorText(error: unknown, t: Translate, fallback: string): string {
  const timeout = timeoutMessage(error, t);
  if (timeout) return timeout;
  if (error instanceof ApiRequestError) {
    const code = error.errors[0]?.code ?? '';
    const key = `bo.ratesheet.conflict.${code.replace(/^error\./, '')}`;
    if (code && t.has(key)) return t.text(key);
    if (error.message) return error.message;
  }
  return fallback;
}

function valuesOf(rate: RatesheetRate): RateValues {
  return {
    amount: rate.amount,
    minLOS: rate.minLOS,
    maxLOS: rate.maxLOS,
    closed: rate.closed,
    closedToArrival: rate.closedToArrival,
    closedToDeparture: rate.closedToDeparture,
  };
}

type MenuState = { target: RateTarget; anchor: HTMLElement };

export default function RatesheetScreen({ hotel, language, query, navigate }: ScreenProps) {
  useSignals();
  const t = useBackofficeTranslations(language);
  const store = useMemo(() => new RatesheetStore(), []);
  const today = todayIso(new Date(), hotel.timeZone);
  const from = sheetStart(query.get('from'), today);
  const phone = usePhone();
  const size = windowSize(phone);
  const control = useRef<GridControl | null>(null);
  const [firstLoad, setFirstLoad] = useState<'loading' | 'done' | 'failed'>('loading');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [alert, setAlert] = useState('');
  const [status, setStatus] = useState('');
  const [shown, setShown] = useState({ first: 0, last: size - 1 });
  const [menu, setMenu] = useState<MenuState | null>(null);
  const [bulk, setBulk] = useState<BulkForm | null>(null);
  const lastCell = useRef<HTMLElement | null>(null);
  const structure = store.structure.value;

  // Windows read (or being read) for this hotel, language and first date.
  const windows = useRef(new Map<string, 'loading' | 'done'>());
  const rendered = useRef({ first: 0, last: size - 1 });
  const sheetKey = `${hotel.id}|${language}|${from}|${size}`;
  const sheetKeyRef = useRef(sheetKey);
  sheetKeyRef.current = sheetKey;

  const loadWindow = useCallback(
    async (index: number) => {
      const key = `${sheetKey}|${index}`;
      const span = windowSpan(from, index, size, SHEET_DAYS);
      if (!span || windows.current.get(key)) return;
      windows.current.set(key, 'loading');
      try {
        const response = await secureRequest<RatesheetResponse>(`hotels/${hotel.id}/ratesheet`, {
          query: { from: span.from, to: span.to, language },
          fallback: t('bo.ratesheet.error.load'),
        });
        if (sheetKeyRef.current !== sheetKey) return;
        store.apply(response);
        windows.current.set(key, 'done');
        setFirstLoad('done');
        setLoadError(null);
      } catch (error) {
        windows.current.delete(key);
        if (sheetKeyRef.current !== sheetKey) return;
        setLoadError(errorText(error, t, t('bo.ratesheet.error.load')));
        setFirstLoad((state) => (state === 'done' ? state : 'failed'));
      }
    },
    [sheetKey, from, size, hotel.id, language, store, t],
  );

  const loadShown = useCallback(() => {
    const { first, last } = rendered.current;
    for (const index of windowsFor(first, last, size)) void loadWindow(index);
  }, [loadWindow, size]);

  /** Reads again what is on screen (after a 409 or a bulk edit), keeping the values meanwhile. */
  const reload = useCallback(() => {
    windows.current.clear();
    loadShown();
  }, [loadShown]);

  /** Reads the hotel's promotions (their rows); the sheet works without them if this fails. */
  const loadPromotions = useCallback(async () => {
    const hotelId = hotel.id;
    try {
      const response = await secureRequest<PromotionsResponse>(`hotels/${hotelId}/promotions`, {
        fallback: t('bo.ratesheet.error.load'),
      });
      if (sheetKeyRef.current.startsWith(`${hotelId}|`)) store.promotions.value = response.promotions;
    } catch (error) {
      if (sheetKeyRef.current.startsWith(`${hotelId}|`))
        setAlert(errorText(error, t, t('bo.ratesheet.error.load')));
    }
  }, [hotel.id, store, t]);

  // A new hotel or language forgets everything; a new first date or window size reads anew.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on a new hotel or language only
  useEffect(() => {
    store.clear();
    store.structure.value = null;
    setFirstLoad('loading');
    void loadPromotions();
  }, [hotel.id, language]);
  useEffect(() => {
    windows.current.clear();
    loadShown();
  }, [loadShown]);

  const onRange = useCallback(
    (range: { first: number; last: number }, visible: { first: number; last: number }) => {
      rendered.current = range;
      setShown((current) =>
        current.first === visible.first && current.last === visible.last ? current : visible,
      );
      for (const index of windowsFor(range.first, range.last, size)) void loadWindow(index);
    },
    [loadWindow, size],
  );

  const dateText = (date: string) => formatLongDate(date, language);

  /** A closing (a day, or a room type's day): the grid is patched from the answer. */
  const closeDay = async (body: { date: string; closed: boolean; roomTypeId?: number }, done: string) => {
    store.closing.value = true;
    setAlert('');
    setStatus('');
    try {
      const change = await secureRequest<RatesheetChange>(`hotels/${hotel.id}/ratesheet/days`, {
        method: 'POST',
        body,
        fallback: t('bo.ratesheet.error.save'),
      });
      store.apply(change.changed);
      setStatus(done);
    } catch (error) {
      setAlert(errorText(error, t, t('bo.ratesheet.error.save')));
      reload();
    } finally {
      store.closing.value = false;
    }
  };

  /** One cell write (`changes` over what the cell showed); true when saved. */
  const writeCell = async (target: RateTarget, rate: RatesheetRate, changes: Partial<RateValues>) => {
    const change = await secureRequest<RatesheetChange>(`hotels/${hotel.id}/ratesheet/cells`, {
      method: 'POST',
      body: { cells: [{ ...target, expected: valuesOf(rate), changes }] },
      fallback: t('bo.ratesheet.error.save'),
    });
    store.apply(change.changed);
  };

  const describeTarget = (target: RateTarget) => {
    const roomType = store.roomType(target.roomTypeId);
    const plan = store.plan(target.roomTypeId, target.ratePlanId);
    return { roomType: roomType?.name ?? '', plan: plan?.name ?? '', date: dateText(target.date) };
  };

  const usable = (target: RateTarget): RatesheetRate | null => {
    const rate = store.rate(target.roomTypeId, target.ratePlanId, target.date).peek();
    const plan = store.plan(target.roomTypeId, target.ratePlanId);
    if (!rate || !plan || isDerived(plan)) return null;
    const reason = rateControlDisabled(rate);
    if (reason) {
      setStatus(t(`bo.ratesheet.disabled.${reason}`));
      return null;
    }
    return rate;
  };

  const toggleRate = async (target: RateTarget, flag: RateFlag) => {
    const rate = usable(target);
    if (!rate) return;
    const key = editKey(target, 'amount');
    if (store.edit(key).peek().mode === 'saving') return;
    const value = !rate[flag];
    // Shown at once; the answer (or the reload after a failure) settles it.
    store.rate(target.roomTypeId, target.ratePlanId, target.date).value = { ...rate, [flag]: value };
    setAlert('');
    try {
      await writeCell(target, rate, { [flag]: value });
      setStatus(
        t('bo.ratesheet.done.flag', {
          what: t(`bo.ratesheet.flag.${flag}.${value ? 'on' : 'off'}`),
          ...describeTarget(target),
        }),
      );
    } catch (error) {
      store.rate(target.roomTypeId, target.ratePlanId, target.date).value = rate;
      setAlert(errorText(error, t, t('bo.ratesheet.error.save')));
      if (error instanceof ApiRequestError && error.status === 409) reload();
    }
  };

  /** A promotion's switch: the answer replaces it; a refused one (changed or removed meanwhile) reads them anew. */
  const togglePromotion = async (promotionId: number) => {
    const promotion = store.promotions.peek().find((candidate) => candidate.id === promotionId);
    if (!promotion || store.promotionsSaving.peek().has(promotionId)) return;
    const enabled = !promotion.enabled;
    const replace = (next: PromotionView) => {
      store.promotions.value = store.promotions
        .peek()
        .map((candidate) => (candidate.id === next.id ? next : candidate));
    };
    store.promotionsSaving.value = new Set(store.promotionsSaving.peek()).add(promotionId);
    // Shown at once; the answer (or the read after a failure) settles it.
    replace({ ...promotion, enabled });
    setAlert('');
    try {
      const saved = await secureRequest<PromotionView>(
        `hotels/${hotel.id}/promotions/${promotionId}/enabled`,
        {
          method: 'PUT',
          body: { enabled, version: promotion.version },
          fallback: t('bo.ratesheet.error.save'),
        },
      );
      replace(saved);
      const name = promotionName(saved, language);
      setStatus(t(enabled ? 'bo.promotions.toggled.on' : 'bo.promotions.toggled.off', { name }));
      // The change bumped the hotel's rates version: read the sheet anew so a bulk edit's guard holds.
      reload();
    } catch (error) {
      replace(promotion);
      const stale = error instanceof ApiRequestError && (error.status === 409 || error.status === 404);
      setAlert(
        stale ? t('bo.ratesheet.promotion.changed') : errorText(error, t, t('bo.ratesheet.error.save')),
      );
      if (stale) void loadPromotions();
    } finally {
      const next = new Set(store.promotionsSaving.peek());
      next.delete(promotionId);
      store.promotionsSaving.value = next;
    }
  };

  const submitEdit = async (target: RateTarget, field: EditableField) => {
    const key = editKey(target, field);
    const state = store.edit(key).peek();
    const rate = store.rate(target.roomTypeId, target.ratePlanId, target.date).peek();
    if (state.mode !== 'edit' || !rate) return;
    const text = normaliseNumberText(state.draft);
    if (text === draftOf(rate, field)) {
      store.send(key, { type: 'cancel' });
      return;
    }
    const value = parseNumber(text);
    const current = valuesOf(rate);
    let changes: Partial<RateValues>;
    let problem: string | null = null;
    if (field === 'amount') {
      changes = { amount: value };
      problem = amountIssue('amount', value, { required: true })?.code ?? null;
    } else {
      const name = field === 'minStay' ? 'minLOS' : 'maxLOS';
      changes = { [name]: value };
      if (value !== null && !Number.isFinite(value)) problem = 'error.field.generic.invalid';
      else
        problem =
          stayIssues(applyRateChanges(current, changes)).find((issue) => issue.field === name)?.code ?? null;
    }
    if (problem) {
      store.send(key, { type: 'invalid', error: problem });
      setStatus(t.text(problem, { num: limitFor(rate, field, problem) }));
      return;
    }
    store.send(key, { type: 'submit' });
    setAlert('');
    try {
      await writeCell(target, rate, changes);
      store.send(key, { type: 'saved' });
      setStatus(
        t('bo.ratesheet.done.saved', { what: t(`bo.ratesheet.row.${field}`), ...describeTarget(target) }),
      );
      window.setTimeout(() => store.send(key, { type: 'settle' }), SAVED_MARK_MS);
    } catch (error) {
      const message = errorText(error, t, t('bo.ratesheet.error.save'));
      if (error instanceof ApiRequestError && error.status === 409) {
        store.send(key, { type: 'conflict' });
        setAlert(message);
        reload();
        return;
      }
      const code =
        error instanceof ApiRequestError && error.status === 400 ? error.errors[0]?.code : undefined;
      store.send(key, { type: 'failed', error: code && t.has(code) ? code : message });
      setAlert(message);
    }
  };

  const openBulk = (target: RateTarget | null) => {
    const firstType = structure?.roomTypes.find((roomType) => roomType.enabled);
    const firstPlan = firstType?.ratePlans.find((plan) => !isDerived(plan));
    const base = target ?? {
      date: addDays(from, Math.max(0, shown.first)),
      roomTypeId: firstType?.id ?? 0,
      ratePlanId: firstPlan?.id ?? 0,
    };
    // The bulk edit starts today at the earliest (BOCHECK-3).
    const defaults = bulkDefaults({
      date: [base.date, today].sort()[1] ?? today,
      roomTypeId: base.roomTypeId,
      ratePlanId: base.ratePlanId || null,
    });
    if (!base.roomTypeId) defaults.roomTypes = [];
    setBulk(defaults);
  };

  const handlersRef = useRef<SheetHandlers | null>(null);
  handlersRef.current = {
    openMenu: (target, anchor) => {
      lastCell.current = anchor;
      setMenu({ target, anchor });
    },
    toggleDay: (date) => {
      const day = store.day(date).peek();
      if (!day || store.closing.peek()) return;
      const closed = !day.roomsClosed;
      void closeDay(
        { date, closed },
        closed
          ? t('bo.ratesheet.done.day.closed', { date: dateText(date) })
          : t('bo.ratesheet.done.day.opened', { date: dateText(date) }),
      );
    },
    toggleRoomType: (roomTypeId, date) => {
      const typeDay = store.typeDay(roomTypeId, date).peek();
      if (!typeDay || store.closing.peek()) return;
      const closed = !typeDay.roomClosed;
      const roomType = store.roomType(roomTypeId)?.name ?? '';
      void closeDay(
        { date, closed, roomTypeId },
        closed
          ? t('bo.ratesheet.done.type.closed', { roomType, date: dateText(date) })
          : t('bo.ratesheet.done.type.opened', { roomType, date: dateText(date) }),
      );
    },
    toggleRate: (target, flag) => void toggleRate(target, flag),
    togglePromotion: (promotionId) => void togglePromotion(promotionId),
    startEdit: (target, field, value) => {
      const rate = usable(target);
      if (!rate) return;
      store.send(editKey(target, field), { type: 'edit', value: value ?? draftOf(rate, field) });
    },
    typeEdit: (target, field, value) => store.send(editKey(target, field), { type: 'type', value }),
    submitEdit: (target, field) => void submitEdit(target, field),
    cancelEdit: (target, field) => store.send(editKey(target, field), { type: 'cancel' }),
  };
  const gridHandlers = useMemo<SheetHandlers>(
    () => ({
      openMenu: (...args) => handlersRef.current?.openMenu(...args),
      toggleDay: (...args) => handlersRef.current?.toggleDay(...args),
      toggleRoomType: (...args) => handlersRef.current?.toggleRoomType(...args),
      toggleRate: (...args) => handlersRef.current?.toggleRate(...args),
      togglePromotion: (...args) => handlersRef.current?.togglePromotion(...args),
      startEdit: (...args) => handlersRef.current?.startEdit(...args),
      typeEdit: (...args) => handlersRef.current?.typeEdit(...args),
      submitEdit: (...args) => handlersRef.current?.submitEdit(...args),
      cancelEdit: (...args) => handlersRef.current?.cancelEdit(...args),
    }),
    [],
  );

  const closeMenu = useCallback(({ returnFocus }: { returnFocus: boolean }) => {
    setMenu((current) => {
      if (returnFocus && current?.anchor.isConnected) current.anchor.focus();
      return null;
    });
  }, []);

  const ratePlansLink = useMemo(
    () => ({ href: localePath(language, '/secure/rate-plans'), open: () => navigate('/rate-plans') }),
    [language, navigate],
  );
  const go = (first: string) => navigate(first === today ? '/ratesheet' : `/ratesheet?from=${first}`);
  const step = pageStep(shown);
  const page = (direction: 1 | -1) => {
    const first = control.current?.firstShown() ?? 0;
    const target = first + direction * step;
    if (target >= 0 && target < SHEET_DAYS - size) control.current?.showColumn(target);
    else go(addDays(from, target));
  };
  const jump = (date: string) => {
    const index = dateIndex(from, date, SHEET_DAYS);
    if (index >= 0 && index < SHEET_DAYS - size) control.current?.showColumn(index);
    else go(date);
  };

  const periodFrom = addDays(from, shown.first);
  const periodTo = addDays(from, Math.max(shown.first, shown.last));
  const menuRate = menu
    ? store.rate(menu.target.roomTypeId, menu.target.ratePlanId, menu.target.date).peek()
    : undefined;
  const menuReason = menuRate ? rateControlDisabled(menuRate) : 'saving';

  return (
    <div className="rs-screen">
      <header className="rs-header">
        <div className="rs-header__title">
          <h1>{t('bo.ratesheet.title')}</h1>
          <p className="rs-header__period">
            {periodFrom === periodTo
              ? dateText(periodFrom)
              : `${dateText(periodFrom)} – ${dateText(periodTo)}`}
          </p>
        </div>
        <div className="rs-toolbar">
          <div className="rs-toolbar__group">
            <button
              type="button"
              className="rs-tool"
              aria-label={plural(t, 'bo.ratesheet.prev', step)}
              title={plural(t, 'bo.ratesheet.prev', step)}
              onClick={() => page(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="rs-tool rs-tool--text" onClick={() => jump(today)}>
              {t('bo.ratesheet.today')}
            </button>
            <button
              type="button"
              className="rs-tool"
              aria-label={plural(t, 'bo.ratesheet.next', step)}
              title={plural(t, 'bo.ratesheet.next', step)}
              onClick={() => page(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
          <label className="rs-field">
            <span>{t('bo.ratesheet.jump')}</span>
            <input
              type="date"
              value={periodFrom}
              onChange={(event) => {
                const value = event.currentTarget.value;
                if (isIsoDate(value)) jump(value);
              }}
            />
          </label>
          <button
            type="button"
            className="rs-tool rs-tool--text rs-tool--primary"
            disabled={!structure || structure.roomTypes.length === 0}
            onClick={(event) => {
              lastCell.current = event.currentTarget;
              openBulk(null);
            }}
          >
            {t('bo.ratesheet.bulk.open')}
          </button>
        </div>
      </header>

      <div className="visually-hidden" role="status" aria-live="polite">
        {status}
      </div>
      {alert && (
        <div className="rs-alert" role="alert">
          <p>{alert}</p>
          <button type="button" className="rs-alert__close" onClick={() => setAlert('')}>
            {t('button.close')}
          </button>
        </div>
      )}
      {loadError && (
        <div className="rs-alert" role="alert">
          <p>{loadError}</p>
          <button type="button" className="button" onClick={reload}>
            {t('bo.ratesheet.retry')}
          </button>
        </div>
      )}

      <div className="rs-body-wrap" aria-busy={firstLoad === 'loading'}>
        {firstLoad === 'loading' && !structure ? (
          <p className="rs-loading">{t('generic.loading')}</p>
        ) : (
          <RatesheetGrid
            store={store}
            t={t}
            language={language}
            hotelName={hotel.name}
            from={from}
            days={SHEET_DAYS}
            currency={structure?.currency ?? hotel.currency}
            handlers={gridHandlers}
            control={control}
            onRange={onRange}
            pageSize={size}
            ratePlans={ratePlansLink}
          />
        )}
      </div>

      <p className="rs-legend">{t('bo.ratesheet.legend')}</p>

      {menu && (
        <Menu
          anchor={menu.anchor}
          label={t('bo.ratesheet.menu.label')}
          items={[
            {
              id: 'edit',
              label: t('bo.ratesheet.menu.edit'),
              disabled: menuReason !== null,
              onSelect: () => handlersRef.current?.startEdit(menu.target, 'amount'),
            },
            {
              id: 'bulk',
              label: t('bo.ratesheet.menu.bulk'),
              onSelect: () => openBulk(menu.target),
            },
          ]}
          onClose={closeMenu}
        />
      )}
      {bulk && structure && (
        <BulkEditDialog
          hotelId={hotel.id}
          today={structure.today}
          roomTypes={structure.roomTypes}
          channels={structure.channels}
          defaults={bulk}
          ratesVersion={store.ratesVersion}
          t={t}
          language={language}
          returnFocus={lastCell}
          onClose={() => setBulk(null)}
          onSaved={(result: BulkEditResult) => {
            setBulk(null);
            setAlert('');
            setStatus(t('bo.ratesheet.bulk.done', { cells: result.cells, dates: result.dates }));
            reload();
          }}
          onConflict={reload}
          errorText={(error) => errorText(error, t, t('bo.ratesheet.error.save'))}
        />
      )}
    </div>
  );
}
