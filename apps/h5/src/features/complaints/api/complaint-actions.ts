// The complaint calls a tap sends: one image upload (multipart field problemImage), the save, and the rating.
import type { ProblemSaveRequest, SaveScoreRequest } from '@pautang/contract/complaints';
import { api } from '../../../lib/request';

export function uploadProblemImage(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('problemImage', file);
  return api('uploadProblemImg', form, { loading: true });
}

export const saveProblem = (payload: ProblemSaveRequest) => api('problemSave', payload, { loading: true });

export const saveScore = (payload: SaveScoreRequest) => api('saveScore', payload);
