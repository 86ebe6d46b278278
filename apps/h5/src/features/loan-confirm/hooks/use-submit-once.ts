// One submission at a time, under one idempotency key per page load: a double tap is dropped while a push is in
// flight, and a retry after a failure re-sends the same requestId, so the server can never open two orders.
import { createPartyId } from '@pautang/contract/format/party-id';
import { useCallback, useRef, useState } from 'react';

/** The task resolves true when the page is leaving (navigation started): the button then stays locked. */
export type SubmitTask = (requestId: string) => Promise<boolean>;

export function useSubmitOnce(): { requestId: string; pending: boolean; submit: (task: SubmitTask) => void } {
  const [requestId] = useState(createPartyId);
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const submit = useCallback(
    (task: SubmitTask) => {
      if (busy.current) return;
      busy.current = true;
      setPending(true);
      task(requestId)
        // api() has already shown the server's message or the network toast.
        .catch(() => false)
        .then((leaving) => {
          if (leaving) return;
          busy.current = false;
          setPending(false);
        });
    },
    [requestId],
  );
  return { requestId, pending, submit };
}
