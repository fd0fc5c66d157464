import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn';
import { supportedTimeZones } from '@/lib/time-zones';
import { formatZoneLabel } from '../time/format-in-zone';
import { matchTimeZone } from '../time/time-zones';
import { initialActive, zoneOptions } from '../time/zone-options';

const PAGE = 8;

/** Puts the option in the middle of the list without scrolling the page. */
function centerInList(list: HTMLElement | null, index: number) {
  const option = list?.children[index] as HTMLElement | undefined;
  if (!list || !option) return;
  const top = option.offsetTop - list.clientHeight / 2 + option.clientHeight / 2;
  list.scrollTop = Math.max(0, top);
}

/** Keeps the option visible while the arrow keys move through the list. */
function keepInList(list: HTMLElement | null, index: number) {
  const option = list?.children[index] as HTMLElement | undefined;
  if (!list || !option) return;
  if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
  else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight)
    list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
}

/**
 * The zone as a combobox: the list opens at the chosen zone, typing filters it ("york", "new york"), the
 * arrow keys and Enter pick, Escape goes back. An exact name applies as soon as it is typed.
 */
export function TimeZonePicker({
  zone,
  onZoneChange,
  referenceInstant,
}: {
  zone: string;
  onZoneChange: (zone: string) => void;
  /** The instant whose offset is shown next to the zone (offsets change with daylight saving). */
  referenceInstant: number;
}) {
  const t = useT('participant');
  const [text, setText] = useState(zone);
  const [invalid, setInvalid] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const list = useRef<HTMLUListElement>(null);
  const centerNext = useRef(false);
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const options = useMemo(() => zoneOptions(supportedTimeZones(), text, zone), [text, zone]);

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
    setActive(initialActive(options, zone));
    setOpen(true);
  };

  const choose = (picked: string) => {
    setText(picked);
    setInvalid(false);
    setOpen(false);
    if (picked !== zone) onZoneChange(picked);
  };

  const onType = (value: string) => {
    setText(value);
    const next = zoneOptions(supportedTimeZones(), value, zone);
    const match = matchTimeZone(value);
    setActive(next.length > 0 ? 0 : -1);
    // A name typed out in full that nothing else starts with is a choice made: the list gets out of the way.
    setOpen(!(match && next.length === 1 && next[0] === match));
    if (match) {
      setInvalid(false);
      if (match !== zone) onZoneChange(match);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: PAGE, PageUp: -PAGE };
    const step = moves[event.key];
    if (step !== undefined) {
      event.preventDefault();
      if (!open) return openList();
      setActive((current) => Math.max(0, Math.min(options.length - 1, current + step)));
      return;
    }
    if (event.key === 'Enter' && open) {
      event.preventDefault();
      const picked = options[active];
      if (picked) choose(picked);
      return;
    }
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setText(zone);
      setInvalid(false);
    }
  };

  const onBlur = () => {
    setOpen(false);
    const match = matchTimeZone(text);
    setInvalid(!match);
    if (match) setText(match);
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('zone.label')}
      </label>
      <div className="relative sm:max-w-sm">
        <input
          id={inputId}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          value={text}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby={hintId}
          onChange={(e) => onType(e.target.value)}
          onClick={openList}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-10 pl-3 text-base shadow-sm aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900"
        />
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('zone.show')}
          // Keeps the focus in the box, so the list stays tied to it.
          onMouseDown={(e) => e.preventDefault()}
          // Focus goes to the box, so that Escape, a choice or a click elsewhere closes the list again.
          onClick={() => {
            document.getElementById(inputId)?.focus();
            if (open) setOpen(false);
            else openList();
          }}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-slate-500"
        >
          <ChevronDown aria-hidden="true" className="h-4 w-4" />
        </button>
        {open ? (
          <ul
            ref={list}
            id={listId}
            role="listbox"
            aria-label={t('zone.list')}
            className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            {options.length === 0 ? (
              <li
                role="option"
                aria-selected={false}
                aria-disabled="true"
                className="px-3 py-2 text-slate-500"
              >
                {t('zone.noMatch', { text })}
              </li>
            ) : (
              options.map((name, index) => (
                <li
                  key={name}
                  id={optionId(index)}
                  role="option"
                  aria-selected={name === zone}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(name)}
                  onMouseMove={() => index !== active && setActive(index)}
                  className={cn(
                    'cursor-pointer px-3 py-1.5',
                    index === active && 'bg-brand-50 dark:bg-brand-700/40',
                    name === zone && 'font-semibold',
                  )}
                >
                  {formatZoneLabel(name, referenceInstant)}
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {invalid ? (
          <span className="text-red-600 dark:text-red-400">{t('zone.invalid')}</span>
        ) : (
          t('zone.shownIn', { zone: formatZoneLabel(zone, referenceInstant) })
        )}
      </p>
    </div>
  );
}
