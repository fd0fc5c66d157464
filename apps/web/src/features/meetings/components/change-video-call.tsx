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
            title: choice.kind === 'none' ? 'Video call removed' : 'Video call saved',
            description: booked ? 'Everyone gets an updated invitation.' : meeting.title,
          });
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );

  return (
    <>
      <Button size="sm" variant="outline" className="mt-2" onClick={openDialog}>
        {meeting.conference === 'none' ? 'Add a video call' : 'Change video call'}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Video call"
        confirmLabel="Save"
        busyLabel="Saving..."
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
              legend="Where the meeting happens"
            />
          </div>
        }
      >
        {booked
          ? 'Everyone gets an updated invitation with the new link.'
          : 'People see it on their page, and it goes into the invitation when you book.'}
      </ConfirmDialog>
    </>
  );
}
