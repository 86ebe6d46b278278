import type { Deps } from '../../deps';
import type { CallHandlers } from '../../lib/call';
import { invalid } from '../../lib/errors';
import { UPLOAD_MESSAGES } from '../uploads/image-processing';
import { storeUpload, uploadUrl } from '../uploads/uploads.service';
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
