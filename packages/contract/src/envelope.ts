// The response envelope every call returns, and the three ways the spec signals success.

/** 'zero': code 0 (general calls); 'zeroZero': the string '00' (variant, upload and score calls); 'flag': success: true (newer calls). */
export type SuccessSignal = 'zero' | 'zeroZero' | 'flag';

export type Envelope<T = unknown> = {
  code: number | string;
  message: string;
  data: T | null;
  /** Present on calls whose success signal is 'flag'. */
  success?: boolean;
};

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
