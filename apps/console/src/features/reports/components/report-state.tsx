// A report's loading and error states, with a retry; the figures once they are in.
import type { ReactNode } from 'react';
import { t } from '../../../i18n/messages';
import type { Resource } from '../../../lib/use-resource';

export function ReportState<T>({
  resource,
  children,
}: {
  resource: Resource<T> & { reload: () => void };
  children: (data: T) => ReactNode;
}) {
  if (resource.status === 'loading') {
    return (
      <p className="reports-muted" aria-busy="true">
        {t('reportsLoading')}
      </p>
    );
  }
  if (resource.status === 'error') {
    return (
      <p role="alert" className="reports-error">
        {t('loadFailed', { error: resource.error })}{' '}
        <button type="button" className="reports-link" onClick={resource.reload}>
          {t('retry')}
        </button>
      </p>
    );
  }
  return <>{children(resource.data)}</>;
}
