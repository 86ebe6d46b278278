import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { sendSignInCode, signIn, signOut } from './sign-in.service';

export const signInHandlers = (deps: Deps) =>
  ({
    smsCode: ({ input, ip }) => sendSignInCode(deps, input.phone, ip, input.lang, input.privacyConsent),
    login: ({ input }) => signIn(deps, input),
    logout: ({ sessionId }) => signOut(deps, sessionId),
  }) satisfies Partial<CallHandlers>;
