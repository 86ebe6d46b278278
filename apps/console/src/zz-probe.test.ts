// @vitest-environment happy-dom
import nodeConsole from 'node:console';
import { it, vi } from 'vitest';
it('probe', async () => {
  console.log('same?', nodeConsole === console);
  const spy = vi.spyOn(nodeConsole, 'error').mockImplementation(() => {});
  const f = document.createElement('iframe');
  f.src = '/x';
  document.body.appendChild(f);
  console.log('calls', spy.mock.calls.length);
});
