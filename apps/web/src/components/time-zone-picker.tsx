import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocale, useT } from '@/i18n';
import { cn } from '@/lib/cn';
import { currentZoneName } from '@/lib/time-zones';
import { allZoneOptions, loadZoneCountries, searchZones, type ZoneOption } from '@/lib/zone-search';

const PAGE = 8;

/** Puts the option in the middle of the list without scrolling the page. */
function centerInList(list: HTMLElement | null, index: number) {
  const option = list?.children[index] as HTMLElement | undefined;
  if (!list || !option) return;
  list.scrollTop = Math.max(0, option.offsetTop - list.clientHeight / 2 + option.clientHeight / 2);
}

/** Keeps the option visible while the arrow keys move through the list. */
function keepInList(list: HTMLElement | null, index: number) {
  const option = list?.children[index] as HTMLElement | undefined;
  if (!list || !option) return;
  if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
  else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight)
    list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
}

/** The zone a name typed out in full means ("america/new_york", "Asia/Calcutta"), by today's name. */
function exactZone(options: readonly ZoneOption[], typed: string): string | null {
  const wanted = currentZoneName(typed.trim().replace(/ /g, '_')).toLowerCase();
  return options.find((option) => option.zone.toLowerCase() === wanted)?.zone ?? null;
}

const optionName = (option: ZoneOption) =>
  option.country ? `${option.label}, ${option.country}` : option.label;

/**
 * The one time-zone picker (organizers, Settings, guests): a combobox whose list shows "New York (GMT-5)"
 * with the country and IANA name under it, ordered by offset and opening at the chosen zone. Typing a city,
 * a country or an offset ("Kolkata", "Indien", "GMT+5:30") filters it; the arrow keys and Enter pick,
 * Escape goes back. A full IANA name applies as soon as it is typed.
 */
export function TimeZonePicker({
  id,
  label,
  zone,
  onZoneChange,
  referenceInstant,
  hint,
  error,
}: {
  id?: string;
  label: string;
  zone: string;
  onZoneChange: (zone: string) => void;
  /** The instant whose offsets the list shows (they change with daylight saving); now when not given. */
  referenceInstant?: number;
  /** A line under the box, e.g. "Times are shown in Sydney (GMT+11)". */
  hint?: ReactNode;
  error?: string;
}) {
  const t = useT('common');
  const locale = useLocale();
  const [now] = useState(() => Date.now());
  const instant = referenceInstant ?? now;
  // Built only once the list is wanted: the box alone needs none of the 400 zones' offsets.
  const zones = () => allZoneOptions(locale, instant);
  const selected = currentZoneName(zone);
  const [text, setText] = useState(selected);
  const [shownFor, setShownFor] = useState(selected);
  const [invalid, setInvalid] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLUListElement>(null);
  const centerNext = useRef(false);
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const listId = `${ownId}-list`;
  const hintId = `${ownId}-hint`;
  const errorId = `${ownId}-error`;
  // The zones' countries arrive after the page (see loadZoneCountries); the list is built again with them.
  const [countriesIn, setCountriesIn] = useState(false);
  useEffect(() => {
    let shown = true;
    void loadZoneCountries().then(() => shown && setCountriesIn(true));
    return () => {
      shown = false;
    };
  }, []);

  // The zone changed from outside (a form reset, a saved answer): the box shows it.
  if (shownFor !== selected) {
    setShownFor(selected);
    setText(selected);
    setInvalid(false);
  }

  const searching = open || text !== selected;
  const found = useMemo(
    () => (!searching ? [] : text === selected ? zones() : searchZones(zones(), text)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `zones` reads only locale and instant.
    [searching, text, selected, locale, instant, countriesIn],
  );

  useEffect(() => {
    if (!open) return;
    if (centerNext.current) {
      centerInList(list.current, active);
      // Near the bottom of a phone's screen the list would open half out of sight.
      list.current?.scrollIntoView({ block: 'nearest' });
    } else keepInList(list.current, active);
    centerNext.current = false;
  }, [open, active]);

  const openList = () => {
    if (open) return;
    centerNext.current = true;
    const listed = text === selected ? zones() : searchZones(zones(), text);
    const at = listed.findIndex((option) => option.zone === selected);
    setActive(at >= 0 ? at : listed.length > 0 ? 0 : -1);
    setOpen(true);
  };

  const choose = (picked: string) => {
    setText(picked);
    setShownFor(picked);
    setInvalid(false);
    setOpen(false);
    if (picked !== selected) onZoneChange(picked);
  };

  const onType = (value: string) => {
    setText(value);
    const match = exactZone(zones(), value);
    const next = value === selected ? zones() : searchZones(zones(), value);
    setActive(next.length > 0 ? 0 : -1);
    // A name typed out in full that nothing else matches is a choice made: the list gets out of the way.
    setOpen(!(match && next.length === 1 && next[0]!.zone === match));
    if (match) {
      setInvalid(false);
      setShownFor(match);
      if (match !== selected) onZoneChange(match);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: PAGE, PageUp: -PAGE };
    const step = moves[event.key];
    if (step !== undefined) {
      event.preventDefault();
      if (!open) return openList();
      setActive((current) => Math.max(0, Math.min(found.length - 1, current + step)));
      return;
    }
    if (event.key === 'Enter' && open) {
      event.preventDefault();
      const picked = found[active];
      if (picked) choose(picked.zone);
      return;
    }
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setText(selected);
      setInvalid(false);
    }
  };

  const onBlur = () => {
    setOpen(false);
    if (text === selected) return setInvalid(false);
    const match = exactZone(zones(), text);
    if (match) {
      if (match !== selected) onZoneChange(match);
      setText(match);
      setShownFor(match);
    }
    setInvalid(!match);
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const describedBy = [hint || invalid ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <div className="relative w-full sm:max-w-sm">
        <input
          id={inputId}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          value={text}
          placeholder={t('timeZone.placeholder')}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid || Boolean(error)}
          aria-describedby={describedBy || undefined}
          onChange={(e) => onType(e.target.value)}
          onClick={openList}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-10 pl-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('timeZone.show')}
          // Keeps the focus in the box, so the list stays tied to it.
          onMouseDown={(e) => e.preventDefault()}
          // Focus goes to the box, so that Escape, a choice or a click elsewhere closes the list again.
          onClick={() => {
            document.getElementById(inputId)?.focus();
            if (open) setOpen(false);
            else openList();
          }}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-slate-500 dark:text-slate-400"
        >
          <ChevronDown aria-hidden="true" className="h-4 w-4" />
        </button>
        {open ? (
          <ul
            ref={list}
            id={listId}
            role="listbox"
            aria-label={t('timeZone.list')}
            className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          >
            {found.length === 0 ? (
              <li
                role="option"
                aria-selected={false}
                aria-disabled="true"
                className="px-3 py-2 text-slate-500"
              >
                {t('timeZone.noMatch', { text })}
              </li>
            ) : (
              found.map((option, index) => (
                <li
                  key={option.zone}
                  id={optionId(index)}
                  role="option"
                  aria-selected={option.zone === selected}
                  aria-label={optionName(option)}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(option.zone)}
                  onMouseMove={() => index !== active && setActive(index)}
                  className={cn(
                    'cursor-pointer px-3 py-1.5',
                    index === active && 'bg-brand-50 dark:bg-brand-700/40',
                    option.zone === selected && 'font-semibold',
                  )}
                >
                  <span className="block">{option.label}</span>
                  <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
                    {option.country ? `${option.country} · ${option.zone}` : option.zone}
                  </span>
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
      {hint || invalid ? (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {invalid ? <span className="text-red-600 dark:text-red-400">{t('timeZone.invalid')}</span> : hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
