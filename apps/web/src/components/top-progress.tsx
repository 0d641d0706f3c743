import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import './top-progress.css';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

// nprogress's own template gives the bar role="bar", which is no ARIA role: the same bar without it.
NProgress.configure({
  showSpinner: false,
  trickleSpeed: 120,
  template: '<div class="bar"><div class="peg"></div></div>',
  barSelector: '.bar',
});

/** Work in flight that the bar stands for; the bar finishes when the last piece ends. */
let pending = 0;
export function beginProgress() {
  if (pending++ === 0) NProgress.start();
}
export function endProgress() {
  pending = Math.max(0, pending - 1);
  if (pending === 0) NProgress.done();
}

/** The thin bar at the top of the window (spec §4's guard), running while this is mounted: a user fetch, a page download. */
export function TopProgress() {
  useEffect(() => {
    beginProgress();
    return endProgress;
  }, []);
  return null;
}

/** Every change of page runs the bar once, as the guard does around each navigation. */
export function useNavigationProgress() {
  const { pathname } = useLocation();
  useEffect(() => {
    beginProgress();
    const timer = setTimeout(endProgress, 200);
    return () => {
      clearTimeout(timer);
      endProgress();
    };
  }, [pathname]);
}
