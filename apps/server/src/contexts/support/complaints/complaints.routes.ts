import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { invalid } from '../../../platform/errors';
import { UPLOAD_MESSAGES } from '../../identity/index';
import { storeUpload, uploadUrl } from '../../identity/index';
import { complaintDetail, listComplaints, problemInit, rateReply, saveComplaint } from './complaints.service';

export const complaintHandlers = (deps: Deps) =>
  ({
    problemInit: ({ input, caller }) => problemInit(deps, caller.userId, input.orderId || undefined),
    uploadProblemImg: async ({ caller, upload }) => {
      if (!upload) throw invalid(UPLOAD_MESSAGES.missing);
      const row = await storeUpload(deps, { kind: 'borrower', id: caller.userId }, upload);
      return { url: uploadUrl(deps.config.publicOrigin, row) };
    },
    problemSave: ({ input, caller }) => saveComplaint(deps, caller.userId, input),
    problemList: ({ caller }) => listComplaints(deps, caller.userId),
    problemDetail: ({ input, caller }) => complaintDetail(deps, caller.userId, input.problemId),
    saveScore: async ({ input, caller }) => {
      await rateReply(deps, caller.userId, input.problemId, input.score);
      return null;
    },
  }) satisfies Partial<CallHandlers>;
