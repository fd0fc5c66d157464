import { startTransition, useEffect, useState } from 'react';

/**
 * False in a component's first render; true from a second render, a transition started once the first
 * has painted (a frame, then a task). What it gates is drawn in a task of its own: on the guest page the
 * form's lower part, below a phone's first screen, so that its style and layout do not lengthen the
 * long task that draws the top. A hidden page draws everything at once (it does not paint frames).
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setPainted(true));
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState !== 'visible') {
      show();
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(show, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
