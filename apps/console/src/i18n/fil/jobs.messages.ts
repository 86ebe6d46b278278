// The job queue's strings in Filipino: the twin of ../jobs.messages.ts, key for key.
import type { jobsMessages as En } from '../jobs.messages';

export const jobsMessages: Record<keyof typeof En, string> = {
  jobsTitle: 'Mga pumalyang job',
  jobsIntro:
    'Mga background job na pumalya sa huling subok (mga sweep, mga mensahe). Ayusin ang sanhi, saka ipadala ulit ang isa: may isa pa itong subok.',
  jobsRefresh: 'I-refresh',
  jobsEmpty: 'Walang pumalyang job.',
  jobsOff: 'Naka-off ang job queue sa server na ito (JOBS=0): walang tumatakbo sa background.',
  jobsName: 'Job',
  jobsData: 'Data',
  jobsError: 'Error',
  jobsAttempts: 'Mga subok',
  jobsFailedAt: 'Pumalya noong',
  jobsActions: 'Mga aksyon',
  jobsRetry: 'Ipadala ulit',
  jobsRetryLabel: 'Ipadala ulit ang {name}',
  jobsRetried: 'Naipadala ulit ang {name}.',
};
