import { API_ROUTES } from '@overlap/contracts';
import type { AccountDeletedDto } from '@overlap/contracts/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '@/lib/api-request';
import { saveFile } from '@/lib/calendar-export/save-file';

const today = () => new Date().toISOString().slice(0, 10);

/** Downloads the JSON copy of the person's data, or their booked meetings as one .ics. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async (what: 'json' | 'ics') => {
      if (what === 'json') saveFile(await apiDownload(API_ROUTES.meExport), `overlap-data-${today()}.json`);
      else saveFile(await apiDownload(API_ROUTES.meExportCalendar), 'overlap-meetings.ics');
    },
  });
}

/** Deletes the signed-in person's account; `email` is the address they typed to confirm. */
export function useDeleteMyAccount() {
  return useMutation({
    mutationFn: (email: string) => apiRequest<AccountDeletedDto>('DELETE', API_ROUTES.me, { email }),
    retry: false,
  });
}
