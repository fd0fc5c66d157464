import { useQuery } from '@tanstack/react-query';

interface ConnectionSummary {
  provider: string;
  providerName: string;
  calendars: { name: string; writeTarget: boolean }[];
}

export interface WriteTarget {
  provider: string;
  providerName: string;
  calendarName: string;
}

/**
 * The calendar booked meetings are written to (the same query as the Calendars tab, so both stay in step):
 * undefined while loading, null when there is none.
 */
export function useWriteTarget(): { target: WriteTarget | null | undefined; failed: boolean } {
  const { data, isError } = useQuery<ConnectionSummary[]>({
    queryKey: ['/api/calendar-connections'],
    throwOnError: false,
    retry: false,
  });
  if (isError) return { target: null, failed: true };
  if (!data) return { target: undefined, failed: false };
  for (const connection of data) {
    const calendar = connection.calendars.find((c) => c.writeTarget);
    if (calendar)
      return {
        target: {
          provider: connection.provider,
          providerName: connection.providerName,
          calendarName: calendar.name,
        },
        failed: false,
      };
  }
  return { target: null, failed: false };
}
