import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { appSettings } from '../../staff/index';
import { answerMessage, contactMessageList, markHandled } from './contact-messages.service';
import { contactInfo } from './contact.service';

export const contactHandlers = (deps: Deps) =>
  ({
    // The service phone is an app setting the back office may change (spec 2 §3).
    contactKfInfo: async () => contactInfo(deps.config.company, (await appSettings(deps)).servicePhone),
    // The official site's contact messages, as agents work them (issue 30).
    consoleContactMessages: async ({ input, agent }) => ({
      messages: await contactMessageList(deps, agent, input.status),
    }),
    consoleHandleContactMessage: ({ input, agent }) => markHandled(deps, agent, input.id),
    consoleAnswerContactMessage: ({ input, agent }) => answerMessage(deps, agent, input.id, input.text),
  }) satisfies Partial<CallHandlers>;
