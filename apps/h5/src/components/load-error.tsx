// What a screen shows when its data did not load. A missing thing (an unknown product, or an order that is not
// the borrower's, which reads the same) will not appear on retry, so it is said plainly with no Retry.
import { ErrorCode, SIGN_IN_AGAIN_CODES } from '@pautang/contract/error-codes';
import { messages } from '../i18n/messages';
import { ApiError } from '../lib/request';
import { Button } from './ui/button/button';

export function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && Number(error.code) === ErrorCode.NotFound;
}

// A refusal (loan confirmation without an approved offer) is not fixed by Retry either: it is said plainly.
const isRefused = (error: unknown): error is ApiError =>
  error instanceof ApiError && Number(error.code) === ErrorCode.Forbidden;

// A lost session is not fixed by Retry: the host signs the borrower in again (the request layer asked it to).
const needsSignIn = (error: unknown): error is ApiError =>
  error instanceof ApiError && SIGN_IN_AGAIN_CODES.includes(Number(error.code));

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
  if (isNotFound(error) || isRefused(error) || needsSignIn(error)) {
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
