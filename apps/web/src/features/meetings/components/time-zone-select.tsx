import { useMemo } from 'react';
import { inputClass, invalidProps } from './form-field';

function knownZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** Every IANA zone this browser knows, with the current value kept even if the list lacks it (UTC). */
export function TimeZoneSelect({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  onChange: (zone: string) => void;
}) {
  const zones = useMemo(() => knownZones(value), [value]);
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={inputClass}
      {...invalidProps(id, error)}
    >
      {zones.map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll('_', ' ')}
        </option>
      ))}
    </select>
  );
}
