import type { Deps } from '../../deps';
import type { CallHandlers } from '../../lib/call';
import { appSettings } from '../app-settings/app-settings.service';
import { contactInfo } from './contact.service';

export const contactHandlers = (deps: Deps) =>
  ({
    // The service phone is an app setting the back office may change (spec 2 §3).
    contactKfInfo: async () => contactInfo(deps.config.company, (await appSettings(deps)).servicePhone),
  }) satisfies Partial<CallHandlers>;
