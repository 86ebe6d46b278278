// Request and response schemas per built call. The server validates with these; the H5 imports only their types.
import type { z } from 'zod';
import { ContactKfInfoRequestSchema, ContactKfInfoSchema } from './contact';
import type { EndpointKey } from './endpoints';
import { BuriedPointUploadRequestSchema, EventSaveRequestSchema } from './events';
import { z as zod } from 'zod';

export type CallSchemas = { request: z.ZodType; response: z.ZodType };

const empty = zod.null();

export const callSchemas = {
  contactKfInfo: { request: ContactKfInfoRequestSchema, response: ContactKfInfoSchema },
  eventSave: { request: EventSaveRequestSchema, response: empty },
  buriedPointUpload: { request: BuriedPointUploadRequestSchema, response: empty },
} satisfies Partial<Record<EndpointKey, CallSchemas>>;

export type BuiltCall = keyof typeof callSchemas;
export type RequestOf<K extends BuiltCall> = z.input<(typeof callSchemas)[K]['request']>;
export type ResponseOf<K extends BuiltCall> = z.output<(typeof callSchemas)[K]['response']>;
