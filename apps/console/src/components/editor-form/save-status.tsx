// The settings forms' save cycle (landing templates, app settings): one save at a time, 'saved' until the next
// edit, and the server's sentence when it refuses.
import { useState } from 'react';
import { errorText } from '../../lib/request';

export type SaveState = { kind: 'idle' | 'saving' | 'saved' | 'error'; text?: string };

export function useSaving() {
  const [status, setStatus] = useState<SaveState>({ kind: 'idle' });
  const save = <T,>(task: () => Promise<T>, onSaved: (value: T) => void) => {
    if (status.kind === 'saving') return;
    setStatus({ kind: 'saving' });
    task().then(
      (value) => {
        onSaved(value);
        setStatus({ kind: 'saved' });
      },
      (error: unknown) => setStatus({ kind: 'error', text: errorText(error) }),
    );
  };
  return { status, save, edited: () => setStatus({ kind: 'idle' }) };
}

export function SaveStatus({ status, savedText }: { status: SaveState; savedText: string }) {
  if (status.kind === 'saved') {
    return (
      <p role="status" className="support-message">
        {savedText}
      </p>
    );
  }
  if (status.kind === 'error') {
    return (
      <p role="alert" className="support-error">
        {status.text}
      </p>
    );
  }
  return null;
}
