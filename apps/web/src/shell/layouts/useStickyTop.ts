import { useEffect, useRef } from 'react';

/** The CSS variable that says how far from the window's top a sticky band of the page stops (a list's header). */
export const STICKY_TOP = '--fxbo-sticky-top';

/**
 * The ref of the frame's fixed band (the toolbar, and layout 2/3's menu bar under it): while `fixed`, its
 * height is published as `--fxbo-sticky-top`, so what sticks in the page (a list's column headers) stops under
 * it instead of under the window's edge; 0 when the band scrolls away with the page.
 */
export function useStickyTop<T extends HTMLElement>(fixed: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const root = document.documentElement.style;
    const band = ref.current;
    if (!fixed || !band) {
      root.setProperty(STICKY_TOP, '0px');
      return;
    }
    const publish = () => root.setProperty(STICKY_TOP, `${band.getBoundingClientRect().height}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(band);
    return () => {
      observer.disconnect();
      root.setProperty(STICKY_TOP, '0px');
    };
  }, [fixed]);
  return ref;
}
