export type LoanEngineErrorCode =
  'invalid-amount' | 'invalid-date' | 'invalid-offer' | 'invalid-loan' | 'rollover-not-allowed';

// One typed error so the server's error handler can map engine failures by code, not by message.
export class LoanEngineError extends Error {
  readonly code: LoanEngineErrorCode;

  constructor(code: LoanEngineErrorCode, message: string) {
    super(message);
    this.name = 'LoanEngineError';
    this.code = code;
  }
}
