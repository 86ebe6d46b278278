// The back office reads and saves the app settings (agents only).
import type { FastifyInstance } from 'fastify';
import { AppSettingsSchema } from '@pautang/contract/app-settings';
import type { Deps } from '../../deps';
import { validationError } from '../../lib/call';
import { CONSOLE_API } from '../agents/agents.routes';
import { requireAgent } from '../agents/agents.service';
import { appSettingsEntry, saveAppSettings } from './app-settings.service';

const ok = <T>(data: T) => ({ code: 0, message: 'success', data });

export function registerAppSettingsRoutes(app: FastifyInstance, deps: Deps): void {
  app.get(`${CONSOLE_API}app-settings`, async (request) => {
    await requireAgent(deps, request.headers);
    return ok(await appSettingsEntry(deps));
  });
  app.post(`${CONSOLE_API}app-settings`, async (request) => {
    const agent = await requireAgent(deps, request.headers);
    const parsed = AppSettingsSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    return ok(await saveAppSettings(deps, agent, parsed.data));
  });
}
