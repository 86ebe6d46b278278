// The response envelope every call returns, and the three ways the spec signals success.

/** 'zero': code 0 (general calls); 'zeroZero': the string '00' (variant, upload and score calls); 'flag': success: true (newer calls). */
export type SuccessSignal = 'zero' | 'zeroZero' | 'flag';

export type Envelope<T = unknown> = {
  code: number | string;
  message: string;
  data: T | null;
  /**
   * Sent in every answer: true with a success, false with a refusal (docs/DECISIONS.md, issue 40). Only the 'flag'
   * calls are judged by it; the others by their code, as the spec says.
   */
  success?: boolean;
};

/** A success answer: the call's own success code (0 or '00'), and `success: true` whatever its signal. */
export function okEnvelope<T>(signal: SuccessSignal, data: T): Envelope<T> & { success: true } {
  return { code: successCode(signal), message: 'success', data, success: true };
}

export function successCode(signal: SuccessSignal): number | string {
  return signal === 'zeroZero' ? '00' : 0;
}

export function isSuccess(envelope: Envelope, signal: SuccessSignal): boolean {
  switch (signal) {
    case 'zero':
      return envelope.code === 0 || envelope.code === '0';
    case 'zeroZero':
      return envelope.code === '00';
    case 'flag':
      return envelope.success === true;
  }
}
