// The floor of `npm run bench`'s Lighthouse table: the least a client-rendered React page can do (React and
// one line of text), built by the H5's own toolchain. A server-rendered screen should paint before it.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(
  <main style={{ padding: 16, fontFamily: 'system-ui, sans-serif' }}>
    <h1 style={{ fontSize: 20 }}>Pautang</h1>
  </main>,
);
