// Demo-only calls at fixed paths (the same in both wire modes), registered only in demo mode.
import { okEnvelope } from '@pautang/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { addDays } from '@pautang/loan-engine';
import { z } from 'zod';
import { NOTIFICATION_EVENTS } from '@pautang/contract/notifications';
import type { Deps } from '../../../platform/deps';
import { validationError } from '../../../platform/call';
import { DEMO_BORROWERS } from '../seed/demo-seed';
import { getBusinessDate, resetBusinessDate, setBusinessDate } from '../../staff/index';
import { businessNow, setBusinessTime } from '../../staff/index';
import { runPayoutSweep } from '../../lending/index';
import { sendDemoNotification } from '../../notifications/index';
import { demoSessionParams, listScenarios, openScenario } from './demo.service';

export function registerDemoRoutes(app: FastifyInstance, deps: Deps): void {
  const origin = deps.config.publicOrigin;
  // The payout sweep, now (the sandbox settles its due payouts and posts back; unsent payouts are sent again):
  // the console's demo tools and the tests need not wait for the timer.
  app.post('/attempt/dev/payouts', async () => okEnvelope('zero', await runPayoutSweep(app, deps)));
  app.get('/attempt/dev/scenarios', async () => listScenarios(origin));

  // Opening a scenario resets its order and signs its borrower in, so it is a POST (a GET never changes state);
  // the caller navigates to the screen URL it answers with. Both sign-in routes are `signsIn`: the rate limit
  // (platform/http/rate-limit.ts) counts them per IP.
  app.post<{ Params: { name: string } }>(
    '/attempt/dev/scenarios/:name',
    { config: { signsIn: true } },
    async (request) =>
      okEnvelope('zero', { url: `${origin}${await openScenario(deps, request.params.name)}` }),
  );

  app.get('/attempt/dev/borrowers', async () =>
    DEMO_BORROWERS.map((b) => ({
      userId: b.id,
      name: b.full_name,
      mobilePhone: b.mobile_phone,
      clientType: b.client_type,
    })),
  );

  const SignIn = z.object({ userId: z.string().regex(/^\d{1,12}$/) });
  app.post('/attempt/dev/sessions', { config: { signsIn: true } }, async (request) => {
    const parsed = SignIn.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    return okEnvelope('zero', await demoSessionParams(deps, parsed.data.userId));
  });

  // The business date (demo only): read it, move it to a date, forward by days, or back to today.
  app.get('/attempt/dev/business-date', async () =>
    okEnvelope('zero', { businessDate: await getBusinessDate(deps.db, deps.clock()) }),
  );
  const Move = z.union([
    z.object({ businessDate: z.string() }),
    z.object({ days: z.number().int().min(1).max(3650) }),
    z.object({ reset: z.literal(true) }),
  ]);
  app.post('/attempt/dev/business-date', async (request) => {
    const parsed = Move.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    const now = deps.clock();
    const body = parsed.data;
    let businessDate: string;
    if ('reset' in body) businessDate = await resetBusinessDate(deps.db, now);
    else if ('days' in body)
      businessDate = await setBusinessDate(
        deps.db,
        now,
        addDays(await getBusinessDate(deps.db, now), body.days),
      );
    else businessDate = await setBusinessDate(deps.db, now, body.businessDate);
    return okEnvelope('zero', { businessDate });
  });

  // The business time of day (demo only, issue 28): a Manila HH:MM the hour-bound rules read (collections' quiet
  // hours), or { reset: true } for the real clock's again.
  app.get('/attempt/dev/business-time', async () => okEnvelope('zero', await businessNow(deps)));
  const SetTime = z.union([z.object({ time: z.string().max(5) }), z.object({ reset: z.literal(true) })]);
  app.post('/attempt/dev/business-time', async (request) => {
    const parsed = SetTime.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    const body = parsed.data;
    return okEnvelope('zero', await setBusinessTime(deps, 'reset' in body ? null : body.time));
  });

  // A message to a demo borrower, written as sent (issue 29), so the H5's list and the host's tray can be shown
  // without waiting for an event: demo only. The link is an H5 path and query, without the session.
  const Notify = z.object({
    userId: z.enum(DEMO_BORROWERS.map((b) => b.id) as [string, ...string[]]),
    event: z.enum(NOTIFICATION_EVENTS).default('promotion'),
    title: z.string().min(1).max(120),
    body: z.string().max(1000),
    link: z
      .string()
      .max(500)
      .regex(/^(\/[^/\\]|$)/, 'must be an H5 path')
      .default(''),
  });
  app.post('/attempt/dev/notifications', async (request) => {
    const parsed = Notify.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    return okEnvelope('zero', await sendDemoNotification(deps, parsed.data));
  });
}
