// An order's statement of account from the borrower's file (issue 42): the PDF its borrower downloads, in English
// or Filipino (a borrower who asks for it in their language gets that one), rendered and audited by the server.
import { useState } from 'react';
import { saveFile } from '../../../components/csv/csv';
import { t } from '../../../i18n/messages';
import { errorText } from '../../../lib/request';
import { orderStatementPdf } from '../api/borrower-file-api';

export function StatementLinks({ orderId }: { orderId: string }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const download = async (lang: 'en' | 'fil') => {
    setBusy(true);
    setFailure('');
    try {
      const { file, name } = await orderStatementPdf(orderId, lang);
      saveFile(name, file);
    } catch (error) {
      setFailure(t('fileStatementFailed', { error: errorText(error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className="file-statement">
      <button type="button" disabled={busy} onClick={() => void download('en')}>
        {t('fileStatementEn')}
      </button>{' '}
      <button type="button" disabled={busy} onClick={() => void download('fil')}>
        {t('fileStatementFil')}
      </button>
      {failure && <span role="alert">{failure}</span>}
    </p>
  );
}
