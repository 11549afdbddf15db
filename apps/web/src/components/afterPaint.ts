/**
 * Runs `task` once the browser has painted the current frame: for downloads a screen can do without on its
 * first paint (the captcha widget, the schemas that validate a submit). Returns a cancel function.
 */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The frame callback runs just before the paint; the timeout it schedules runs just after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
