import { NoticePage } from '@/components/layout/notice-page';

export default function ParticipantConfirmationPage() {
  return (
    <NoticePage title="Availability Shared" heading="Thanks for sharing your availability">
      <p>
        This page opens from a link in an Overlap e-mail or from your dashboard. The link you used is
        incomplete: open it again from the e-mail or the dashboard.
      </p>
    </NoticePage>
  );
}
