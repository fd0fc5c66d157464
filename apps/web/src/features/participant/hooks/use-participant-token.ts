import { useSearchParams } from 'react-router';

/** The personal token from `?token=…`, or null when the link lost it. */
export function useParticipantToken(): string | null {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim();
  return token ? token : null;
}
