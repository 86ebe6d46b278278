import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { certifyImage, certifyList, certifyStep } from './profiles.service';

export const profileHandlers = (deps: Deps) =>
  ({
    certifyList: ({ caller }) => certifyList(deps, caller.userId),
    certifyBasic: ({ input, caller }) => certifyStep(deps, caller.userId, 'basic', input.values),
    certifyPersonal: ({ input, caller }) => certifyStep(deps, caller.userId, 'personal', input.values),
    certifyJob: ({ input, caller }) => certifyStep(deps, caller.userId, 'job', input.values),
    certifyExtra: ({ input, caller }) => certifyStep(deps, caller.userId, 'extra', input.values),
    certifyCity: ({ input, caller }) => certifyStep(deps, caller.userId, 'city', input.values),
    certifyIdentity: ({ input, caller }) => certifyStep(deps, caller.userId, 'identity', input.values),
    certifyReferences: ({ input, caller }) => certifyStep(deps, caller.userId, 'references', input.values),
    certifyImage: ({ input, caller, upload }) => certifyImage(deps, caller.userId, input.kind, upload),
  }) satisfies Partial<CallHandlers>;
