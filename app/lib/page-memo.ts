/**
 * A note from one page load to the next in the same tab (session storage). Storage can be
 * unavailable (disabled, full, some private modes): a note is then simply not kept, and
 * what it was for (a toast, a scroll) quietly does not happen, rather than the click
 * that wrote it failing.
 */
export function writePageMemo(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {}
}

export function readPageMemo(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Reads the note and removes it, so it is acted on once. */
export function takePageMemo(key: string): string | null {
  const value = readPageMemo(key);
  try {
    sessionStorage.removeItem(key);
  } catch {}
  return value;
}
