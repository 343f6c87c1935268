/**
 * Whether the page the applicant opened has settled: the app has rendered and nothing on it still
 * shows the loading spinner. Work that can wait starts then (src/main.tsx: telemetry beyond
 * analytics). The window's `load` is not that moment on a signed-in page: it comes while the page
 * still waits for its session and its data, and work started there competed with them for the main
 * thread (docs/decisions/0054-telemetry-starts-once-the-page-has-settled.md).
 */
let rendered = false;
let spinners = 0;
let waiting: Array<() => void> = [];
let check: ReturnType<typeof setTimeout> | undefined;

function scheduleCheck(): void {
  clearTimeout(check);
  // A task later: a spinner that goes as another comes (a loading frame handing over to a screen
  // that still waits for its data) is not the page settling.
  check = setTimeout(() => {
    if (!settled()) return;
    // After the next paint: the content that replaced the last spinner paints first (it is the
    // page's largest paint on the complete page), then what waited starts.
    afterNextPaint(() => {
      if (!settled()) return;
      const run = waiting;
      waiting = [];
      for (const callback of run) callback();
    });
  }, 0);
}

const settled = () => rendered && spinners === 0;

/** A frame after the next one has begun: the next one's paint has been shown by then. */
function afterNextPaint(callback: () => void): void {
  if (typeof requestAnimationFrame !== 'function') setTimeout(callback, 0);
  else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(callback, 0)));
}

/** The app's first render has committed (its spinners, if any, are counted by then). */
export function appRendered(): void {
  rendered = true;
  scheduleCheck();
}

/** A spinner is on the page until the returned function is called. */
export function holdPageUnsettled(): () => void {
  spinners += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    spinners -= 1;
    scheduleCheck();
  };
}

/**
 * Calls `callback` once, when the page has settled or after `maxWaitMs`, whichever comes first (a
 * page that keeps a `Loading` up, waiting for the bank's answer, still gets it).
 */
export function whenPageSettled(callback: () => void, maxWaitMs: number): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    clearTimeout(timer);
    callback();
  };
  const timer = setTimeout(once, maxWaitMs);
  waiting.push(once);
  scheduleCheck();
}
