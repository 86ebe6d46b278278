import { DEV_PATHS } from '@pautang/contract/endpoints';
import type { Envelope } from '@pautang/contract/envelope';
import { isSuccess } from '@pautang/contract/envelope';
import type { SessionParams } from '@pautang/contract/session';
import { useCallback, useState } from 'react';
import { t } from '../../../i18n/messages';
import { errorText, postJson, RequestError } from '../../../lib/request';

/** Signs a demo borrower in the way the host app would; the answer is the page query the host hands the H5. */
export async function createDemoSession(userId: string, signal?: AbortSignal): Promise<SessionParams> {
  const envelope = await postJson<Envelope<SessionParams>>(DEV_PATHS.sessions, { userId }, signal);
  if (!envelope || !isSuccess(envelope, 'zero') || !envelope.data) {
    throw new RequestError(envelope?.message || t('demoSessionMissing'), 200);
  }
  return envelope.data;
}

export function useCreateDemoSession() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = useCallback(async (userId: string): Promise<SessionParams | null> => {
    setPending(true);
    setError(null);
    try {
      return await createDemoSession(userId);
    } catch (e) {
      setError(errorText(e));
      return null;
    } finally {
      setPending(false);
    }
  }, []);

  return { create, pending, error };
}
