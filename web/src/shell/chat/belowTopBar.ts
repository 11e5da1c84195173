import { useLayoutEffect, type RefObject } from 'react';

/** Where a side panel starts so it never covers the top bar: the bar's bottom edge, or the window's top once the bar has scrolled away. */
export function topBelow(bar: Pick<DOMRect, 'bottom'> | null | undefined): number {
  return bar ? Math.max(0, Math.round(bar.bottom)) : 0;
}

/**
 * Keeps a fixed side panel under the layout's top bar (`.topbar`), whatever the layout puts above or around it (the
 * material band, the centered layout's margin) and while the page scrolls, so the bar's own buttons (the panel's
 * toggle, the user menu) stay reachable. Sets the panel's `top` directly: no re-render per scroll frame.
 */
export function useBelowTopBar(panel: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const el = panel.current;
      if (el) el.style.top = `${topBelow(document.querySelector('.topbar')?.getBoundingClientRect())}px`;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    const bar = document.querySelector('.topbar');
    if (observer && bar) observer.observe(bar);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [panel, active]);
}
