import { useId, useState } from 'react';
import { formatZoneLabel } from '../time/format-in-zone';
import { supportedTimeZones } from '@/lib/time-zones';
import { matchTimeZone } from '../time/time-zones';

/** A searchable list of every zone the browser knows: type to filter, pick to apply. */
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
  const [text, setText] = useState(zone);
  const [invalid, setInvalid] = useState(false);
  const inputId = useId();
  const listId = useId();
  const hintId = useId();

  const onChange = (value: string) => {
    setText(value);
    const match = matchTimeZone(value);
    if (match) {
      setInvalid(false);
      if (match !== zone) onZoneChange(match);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium">
        Your time zone
      </label>
      <input
        id={inputId}
        list={listId}
        value={text}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={invalid}
        aria-describedby={hintId}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => setInvalid(!matchTimeZone(text))}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-base shadow-sm aria-[invalid=true]:border-red-500 sm:max-w-sm dark:border-slate-700 dark:bg-slate-900"
      />
      <datalist id={listId}>
        {supportedTimeZones().map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {invalid ? (
          <span className="text-red-600 dark:text-red-400">Choose a time zone from the list.</span>
        ) : (
          <>Times are shown in {formatZoneLabel(zone, referenceInstant)}.</>
        )}
      </p>
    </div>
  );
}
