import { useT } from '@/i18n';
import type { HourCycle } from '@/lib/time-format/hour-cycle';
import { ORGANIZER_PERSON_ID, type PersonZones } from '../lib/person-zones';
import { comfortNoteWords } from '../lib/reason-words';
import type { RankedSlot } from '../lib/suggestion-types';
import { PersonLocalTime } from './person-local-time';
import { StateChip } from './person-state';

/**
 * Everyone at one time: their answer and their own local time with the engine's words for how it
 * sits in their day (the same words as the reasons). On a phone the answer moves under the name.
 */
export function PeopleTable({
  slot,
  zones,
  cycle,
}: {
  slot: RankedSlot;
  zones: PersonZones;
  cycle: HourCycle;
}) {
  const t = useT('meetings');
  const tr = useT('reasons');
  return (
    <table className="mt-3 w-full text-left text-sm">
      <caption className="sr-only">{t('people.tableCaption')}</caption>
      <thead className="text-xs text-slate-500 dark:text-slate-400">
        <tr>
          <th scope="col" className="py-1 pr-3 font-medium">
            {t('people.person')}
          </th>
          <th scope="col" className="hidden py-1 pr-3 font-medium sm:table-cell">
            {t('people.status')}
          </th>
          <th scope="col" className="py-1 font-medium">
            {t('people.theirTime')}
          </th>
        </tr>
      </thead>
      <tbody>
        {slot.people.map((person) => {
          const zoneKnown = zones === null || !!zones.get(person.participantId);
          return (
            <tr
              key={person.participantId}
              className="border-t border-slate-100 align-top dark:border-slate-800"
            >
              <th scope="row" className="py-1.5 pr-3 font-normal [overflow-wrap:anywhere]">
                {person.displayName}
                {person.participantId === ORGANIZER_PERSON_ID ? (
                  <span className="block text-xs text-slate-500 dark:text-slate-400">{t('heat.you')}</span>
                ) : person.required ? null : (
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    {t('confirm.optional')}
                  </span>
                )}
                <span className="mt-0.5 block sm:hidden">
                  <StateChip state={person.state} />
                </span>
              </th>
              <td className="hidden py-1.5 pr-3 sm:table-cell">
                <StateChip state={person.state} />
              </td>
              <td className="py-1.5">
                <PersonLocalTime
                  participantId={person.participantId}
                  start={slot.start}
                  zones={zones}
                  cycle={cycle}
                  engineTime={person.localTime}
                />
                {person.state !== 'declined' && zoneKnown ? (
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    {comfortNoteWords(tr, person.comfortNoteKind)}
                  </span>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
