// An order's statement of account (issue 42) from My loans: the server's PDF, saved as the app saves a download.
import { saveFile } from '../../../components/csv/csv';
import { borrowerDocument, type BorrowerSession } from '../../../lib/app-call';

export async function downloadStatement(
  session: BorrowerSession,
  order: { orderId: string; productId: string },
): Promise<void> {
  const { file, name } = await borrowerDocument('orderStatement', order, session);
  saveFile(name, file);
}
