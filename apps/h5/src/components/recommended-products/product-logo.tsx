// A product logo in a fixed-size box; a missing or broken image leaves the empty box rather than a broken icon.
import { useState } from 'react';

export function ProductLogo({ src, size, className }: { src: string; size: number; className: string }) {
  const [failed, setFailed] = useState('');
  if (!src || failed === src) {
    return <span className={className} style={{ width: size, height: size }} aria-hidden="true" />;
  }
  // Low priority: a small mark in a box of fixed size, so the text the borrower reads and the app's code come
  // first on a slow link (and React does not preload it ahead of them).
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={size}
      height={size}
      fetchPriority="low"
      onError={() => setFailed(src)}
    />
  );
}
