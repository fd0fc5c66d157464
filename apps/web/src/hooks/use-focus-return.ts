import { useCallback, useEffect, useState } from 'react';

const focused = () => (document.activeElement instanceof HTMLElement ? document.activeElement : null);

/**
 * The dialogs' focus rule: remember what had focus when the dialog opened and give focus back to it when
 * the dialog closes (Escape, Cancel, "Keep as is"). When that control is gone because the action changed
 * the page, the page's arrival heading takes focus instead (`ArrivalHeading`).
 */
export function useFocusReturn(open: boolean): () => void {
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpener(focused());
  }
  return useCallback(() => {
    if (opener?.isConnected) opener.focus();
  }, [opener]);
}

/** For a dialog that is on screen exactly while it is mounted: focus returns when it unmounts. */
export function useFocusReturnOnUnmount(): void {
  const returnFocus = useFocusReturn(true);
  useEffect(() => returnFocus, [returnFocus]);
}
