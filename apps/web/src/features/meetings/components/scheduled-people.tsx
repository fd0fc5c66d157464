import { useT } from '@/i18n';
import type { MeetingDetailDto, ParticipantDto } from '@overlap/contracts/schemas';
import { useHourCycle } from '@/hooks/use-hour-cycle';
import { formatRange } from '@/lib/time-format/format-time';
import { AddPersonForm } from './add-person-form';
import { EmailStatus } from './delivery-status';
import { GuestListNote } from './guest-list-note';
import { PersonControls } from './person-controls';
import { ResponseChip } from './response-chip';
import { zoneLabel } from '@/lib/zone-search';

const REQUEST_OUTCOME = {
  invited: 'booked.outcomeInvited',
  responded: 'booked.outcomeResponded',
  declined: 'booked.outcomeDeclined',
} as const satisfies Record<ParticipantDto['status'], string>;

const SOURCE_TEXT = { calendar: 'booked.sourceCalendar', link: 'booked.sourceLink' } as const;

/** Each person on "Your meeting": their answer to the booked time, their e-mail, their own time, and changes. */
export function ScheduledPeople({ meeting }: { meeting: MeetingDetailDto }) {
  const t = useT('meetings');
  const cycle = useHourCycle();
  const booked = meeting.status === 'scheduled';
  const editable = meeting.status !== 'cancelled';
  return (
    <section aria-labelledby="people-heading">
      <h2 id="people-heading" className="mb-3 text-lg font-semibold">
        {t('booked.peopleHeading', { count: meeting.participants.length })}
      </h2>
      <div className="-mt-2 mb-3">
        <GuestListNote hidden={meeting.hideGuestList} booked={booked} />
      </div>
      <ul className="flex flex-col gap-2">
        {meeting.participants.map((p) => {
          const note = p.declineNote && (p.response === 'declined' || p.status === 'declined');
          // Who declined the request gets no invitation, so "no reply" to it would mislead: their refusal stands.
          const declinedRequest = p.status === 'declined' && p.response === 'needs-action';
          return (
            <li
              key={p.id}
              aria-label={p.name ?? p.email}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 text-sm sm:flex-row sm:items-start sm:justify-between dark:border-slate-800"
            >
              <div className="min-w-0">
                <p className="font-medium break-words">
                  {p.name ?? p.email}
                  <span className="ml-2 text-xs font-normal text-slate-500 dark:text-slate-400">
                    {p.required ? t('confirm.required') : t('confirm.optional')}
                  </span>
                </p>
                {p.name ? <p className="break-all text-slate-600 dark:text-slate-400">{p.email}</p> : null}
                {booked && !declinedRequest ? (
                  <p className="flex flex-wrap items-center gap-x-2">
                    <ResponseChip response={p.response} />
                    {p.responseSource ? (
                      <span className="text-xs text-slate-500 dark:text-slate-400">
                        {t(SOURCE_TEXT[p.responseSource])}
                      </span>
                    ) : null}
                  </p>
                ) : (
                  <p className="text-slate-600 dark:text-slate-400">
                    {p.answerDeletedAt && p.status === 'invited'
                      ? t('booked.outcomeDeleted')
                      : t(REQUEST_OUTCOME[p.status])}
                  </p>
                )}
                {note ? <p className="text-slate-700 dark:text-slate-300">“{p.declineNote}”</p> : null}
                {booked ? <EmailStatus meeting={meeting} participant={p} /> : null}
                {p.timeZone && meeting.chosenStart && meeting.chosenEnd ? (
                  <p className="text-slate-600 dark:text-slate-400">
                    {t('booked.theirTime', {
                      time: formatRange(meeting.chosenStart, meeting.chosenEnd, p.timeZone, cycle),
                      zone: zoneLabel(p.timeZone, Date.parse(meeting.chosenStart)),
                    })}
                  </p>
                ) : null}
              </div>
              {editable ? <PersonControls meeting={meeting} person={p} /> : null}
            </li>
          );
        })}
      </ul>
      {editable ? (
        <div className="mt-3">
          <AddPersonForm meetingId={meeting.id} booked={booked} count={meeting.participants.length} />
        </div>
      ) : null}
    </section>
  );
}
