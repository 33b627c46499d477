/**
 * How long someone must wait, in words they can act on: "45 seconds", "15 minutes",
 * "about 5 hours". Minutes up to two hours, then whole hours: "in 1,380 minutes" asks the
 * reader to do the sum.
 */
export function waitWords(waitSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(waitSeconds));
  if (seconds < 120) return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 120) return `${minutes} minutes`;
  return `about ${Math.ceil(seconds / 3600)} hours`;
}
