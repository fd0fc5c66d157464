import { PUBLIC_ROUTES } from '@overlap/contracts';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '../api/client';

/**
 * What follows asking to book a meeting: `close` the question either way; booked, a toast and the booked
 * screen; refused, a toast with the reason. The answer is the mutation's callbacks.
 */
export function useBookingOutcome(close: () => void) {
  const navigate = useNavigate();
  return (meetingId: string, booked: { title: string; description: string }, failedTitle: string) => ({
    onSuccess: () => {
      close();
      toast({ ...booked, variant: 'success' });
      void navigate(`${PUBLIC_ROUTES.meetingScheduled}?meeting=${encodeURIComponent(meetingId)}`);
    },
    onError: (error: unknown) => {
      close();
      toast({ title: failedTitle, description: errorMessage(error), variant: 'destructive' });
    },
  });
}
