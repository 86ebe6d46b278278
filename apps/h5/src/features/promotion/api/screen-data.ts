// The landing pages' query and first data (lib/screen-call.ts), for the route table and the screens' hooks.
import { param } from '../../../lib/page-query';
import { screenCall } from '../../../lib/screen-call';

/** /promotion and /downloadTemplate (spec 2 §2.9): the template, and where the visitor came from. */
export const landingQuery = (query: URLSearchParams) => ({
  templateId: param(query, 'templateId'),
  from: {
    invite_code: param(query, 'invite_code'),
    user_from: param(query, 'user_from'),
    app_from: param(query, 'app_from'),
    utm_tag: param(query, 'utm_tag'),
  },
});

/** spec 2 §7: channel-template?templateId= → the landing page's template. */
export const templateCall = (templateId: string) => screenCall('channelTemplate', { templateId });
