// What a screen shows when its data did not load. A missing thing (an unknown product, or an order that is not
// the borrower's, which reads the same) will not appear on retry, so it is said plainly with no Retry.
import { ErrorCode } from '@pautang/contract/errors';
import { messages } from '../i18n/messages';
import { ApiError } from '../lib/request';
import { Button } from './ui/button/button';

export function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && Number(error.code) === ErrorCode.NotFound;
}

export function LoadError({
  error,
  onRetry,
  className,
  failedText = messages.loadFailed,
}: {
  error: unknown;
  onRetry: () => void;
  className: string;
  failedText?: string;
}) {
  if (isNotFound(error)) {
    return (
      <div className={className} role="alert">
        <p>{error.message}</p>
      </div>
    );
  }
  return (
    <div className={className} role="alert">
      <p>{failedText}</p>
      <Button variant="primary" onClick={onRetry}>
        {messages.retry}
      </Button>
    </div>
  );
}
