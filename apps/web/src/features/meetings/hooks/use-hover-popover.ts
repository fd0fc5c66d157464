import { useCallback, useEffect, useRef, useState } from 'react';

const CLOSE_DELAY_MS = 200;

/**
 * A popover that previews on hover or focus and stays open (pinned) after a click, tap or Enter.
 * A preview closes shortly after the pointer leaves both the anchor and the popover, so the pointer can
 * travel into it; a click outside `container` closes either kind.
 */
export function useHoverPopover<Key>(
  container: React.RefObject<HTMLElement | null>,
  same: (a: Key, b: Key) => boolean,
) {
  const [open, setOpen] = useState<{ key: Key; pinned: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = useCallback(() => clearTimeout(timer.current), []);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(null);
  }, []);
  const preview = useCallback(
    (key: Key) => {
      clearTimeout(timer.current);
      setOpen((current) => (current?.pinned && same(current.key, key) ? current : { key, pinned: false }));
    },
    [same],
  );
  const hover = useCallback((key: Key) => {
    clearTimeout(timer.current);
    setOpen((current) => (current?.pinned ? current : { key, pinned: false }));
  }, []);
  const pin = useCallback((key: Key) => {
    clearTimeout(timer.current);
    setOpen({ key, pinned: true });
  }, []);
  const leave = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => setOpen((current) => (current?.pinned ? current : null)),
      CLOSE_DELAY_MS,
    );
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, container, close]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { open, preview, hover, pin, leave, close, cancelClose };
}
