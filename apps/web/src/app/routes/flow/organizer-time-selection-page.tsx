import { NoticePage } from '@/components/layout/notice-page';

export default function OrganizerTimeSelectionPage() {
  return (
    <NoticePage title="Choose a Time" heading="Choose a time">
      <p>
        This page opens from a link in an Overlap e-mail or from your dashboard. The link you used is
        incomplete: open it again from the e-mail or the dashboard.
      </p>
    </NoticePage>
  );
}
