import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meetingKeys } from './meeting-keys';

/** After any change to a meeting, its list row, detail and suggestions are read again. */
export function useMeetingChange<Input, Output>(
  call: (input: Input) => Promise<Output>,
  meetingIdOf: (input: Input) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: (_data, _error, input) => {
      const id = meetingIdOf(input);
      void queryClient.invalidateQueries({ queryKey: meetingKeys.list() });
      void queryClient.invalidateQueries({ queryKey: meetingKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: meetingKeys.suggestions(id) });
    },
  });
}
