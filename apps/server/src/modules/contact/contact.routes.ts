import type { Deps } from '../../deps';
import type { CallHandlers } from '../../lib/call';
import { contactInfo } from './contact.service';

export const contactHandlers = (deps: Deps) =>
  ({
    contactKfInfo: async () => contactInfo(deps.config.company),
  }) satisfies Partial<CallHandlers>;
