// The privacy consents given at sign-in (issue 40): appended, never rewritten.
import type { Db } from '../../../platform/db/client';

export async function insertPrivacyConsent(
  db: Db,
  row: { user_id: string; notice_version: string; device_id: string; consented_at: string; channel: 'app' },
): Promise<void> {
  await db.insertInto('privacy_consents').values(row).execute();
}
