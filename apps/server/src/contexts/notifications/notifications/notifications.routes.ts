// The notifications' calls: the back office's template editor (admin), the borrower's marketing opt-out and language.
import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { setLanguage, setMarketingOptOut } from './notify';
import { previewTemplate, resetTemplate, saveTemplate, templateEntries } from './templates.service';

export const notificationHandlers = (deps: Deps) =>
  ({
    consoleNotificationTemplates: async () => ({ templates: await templateEntries(deps) }),
    consoleSaveNotificationTemplate: ({ input: { event, lang, title, body }, agent }) =>
      saveTemplate(deps, agent, { event, lang }, { title, body }),
    consoleResetNotificationTemplate: ({ input: { event, lang }, agent }) =>
      resetTemplate(deps, agent, { event, lang }),
    consolePreviewNotificationTemplate: async ({ input: { event, lang, title, body } }) =>
      previewTemplate({ event, lang }, { title, body }),
    setMarketingOptOut: async ({ input, caller }) => ({
      marketingOptOut: await setMarketingOptOut(deps, caller.userId, input.marketingOptOut),
    }),
    setLanguage: async ({ input, caller }) => ({ lang: await setLanguage(deps, caller.userId, input.lang) }),
  }) satisfies Partial<CallHandlers>;
