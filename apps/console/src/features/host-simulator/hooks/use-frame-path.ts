import { useEffect } from 'react';
import { readFramePath } from '../utils/h5-url';

// The H5 navigates with pushState, which fires no event the parent can see, so the URL box also polls.
const POLL_MS = 500;

/** Reports the frame's path while a web view is open (webviewKey not null), on a short poll. */
export function useFramePath(
  getFrame: () => Window | null,
  webviewKey: number | null,
  onPath: (path: string) => void,
): void {
  useEffect(() => {
    if (webviewKey === null) return;
    const timer = setInterval(() => {
      const path = readFramePath(getFrame());
      if (path) onPath(path);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [getFrame, webviewKey, onPath]);
}
