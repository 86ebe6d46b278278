import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../app';
import { registerCall } from '../../lib/call';
import { contactInfo } from './contact.service';

export function registerContactRoutes(app: FastifyInstance, deps: Deps): void {
  registerCall(app, deps, 'contactKfInfo', async () => contactInfo(deps.config.company));
}
