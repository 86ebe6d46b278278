// Table types for Kysely. SQL is snake_case; money columns are integer centavos; timestamps come back as ISO strings
// and business dates as 'YYYY-MM-DD' (see db/client.ts type parsers), identically on PGlite and PostgreSQL.
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<string, string | undefined, string>;

export type UsersTable = {
  id: string;
  mobile_phone: string;
  full_name: string;
  client_type: 'new' | 'repeat';
  created_at: Timestamp;
};

export type SessionsTable = {
  /** SHA-256 of the session token: a leaked database row cannot be replayed as a session. */
  token_hash: string;
  user_id: string;
  device_id: string;
  app_name: string;
  created_at: Timestamp;
  expires_at: string;
  revoked_at: string | null;
};

export type EventsTable = {
  id: Generated<number>;
  user_id: string | null;
  kind: string;
  page: string | null;
  element: string | null;
  label: string | null;
  product_id: string | null;
  module_id: number | null;
  position_id: number | null;
  occurred_at: string;
  received_at: Timestamp;
};

export type Database = {
  users: UsersTable;
  sessions: SessionsTable;
  events: EventsTable;
};
