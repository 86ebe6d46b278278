import type { ReactNode } from 'react';
import { t } from '../../../i18n/messages';
import type { Resource } from '../../../lib/use-resource';

/** A native screen's data: a status line while it loads, the reason and Retry when it failed, else the screen. */
export function ResourceState<T>({
  resource,
  loading,
  children,
}: {
  resource: Resource<T> & { reload: () => void };
  loading: string;
  children: (data: T) => ReactNode;
}) {
  if (resource.status === 'loading') return <p role="status">{loading}</p>;
  if (resource.status === 'error') {
    return (
      <div role="alert" className="native-screen__problem">
        <p>{t('loadFailed', { error: resource.error })}</p>
        <button
          type="button"
          className="native-screen__action native-screen__action--quiet"
          onClick={resource.reload}
        >
          {t('retry')}
        </button>
      </div>
    );
  }
  return <>{children(resource.data)}</>;
}
