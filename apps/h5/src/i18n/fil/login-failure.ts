import type { loginFailureText as En } from '../en/login-failure';
import type { Translation } from '../translation';

export const loginFailureText: Translation<typeof En> = {
  title: 'Detalye ng order',
  recommended: 'Para sa iyo',
  loadFailed: 'Hindi ma-load ang page na ito.',
  retry: 'Subukang muli',
};
