import { useT } from '@/i18n';
import type { MeetingDetailDto, VideoLinkChoice } from '@overlap/contracts/schemas';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { VideoLinkField } from '@/components/video-link/video-link-field';
import { errorMessage } from '../api/client';
import { useChangeMeetingSettings } from '../api/meeting-actions';
import { ConfirmDialog } from './confirm-dialog';

function currentChoice(meeting: MeetingDetailDto): VideoLinkChoice {
  if (meeting.conference === 'link') return { kind: 'link', url: meeting.videoLink ?? '' };
  return { kind: meeting.conference } as VideoLinkChoice;
}

/** Add, change or remove the video call of a meeting that is not cancelled; a booked one is sent again. */
export function ChangeVideoCall({ meeting }: { meeting: MeetingDetailDto }) {
  const t = useT('meetings');
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<VideoLinkChoice>(() => currentChoice(meeting));
  const [error, setError] = useState<string | undefined>();
  const change = useChangeMeetingSettings();
  if (meeting.status === 'cancelled') return null;
  const booked = meeting.status === 'scheduled';

  const openDialog = () => {
    setChoice(currentChoice(meeting));
    setError(undefined);
    setOpen(true);
  };
  const save = () =>
    change.mutate(
      { id: meeting.id, patch: { videoLink: choice } },
      {
        onSuccess: () => {
          setOpen(false);
          toast({
            title: choice.kind === 'none' ? t('video.removed') : t('video.saved'),
            description: booked ? t('video.updatedInvitation') : meeting.title,
          });
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );

  return (
    <>
      <Button size="sm" variant="outline" className="mt-2" onClick={openDialog}>
        {meeting.conference === 'none' ? t('video.add') : t('video.change')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('video.title')}
        confirmLabel={t('video.save')}
        busyLabel={t('video.saving')}
        busy={change.isPending}
        onConfirm={save}
        extra={
          <div className="mt-4">
            <VideoLinkField
              value={choice}
              onChange={(next) => {
                setChoice(next);
                setError(undefined);
              }}
              error={error}
              legend={t('video.legend')}
            />
          </div>
        }
      >
        {booked ? t('video.bookedHint') : t('video.openHint')}
      </ConfirmDialog>
    </>
  );
}
