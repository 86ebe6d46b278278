// The notification templates' strings in Filipino: the twin of ../notification-templates.messages.ts, key for key.
import type { notificationTemplatesMessages as En } from '../notification-templates.messages';

export const notificationTemplatesMessages: Record<keyof typeof En, string> = {
  ntTitle: 'Mga mensaheng natatanggap ng mga borrower',
  ntIntro:
    'Ang pananalita ng bawat SMS at notification sa app, bawat event at wika. Ang mga nakalistang placeholder lang ang puwedeng gamitin; nakatala sa audit trail ang bawat pagbabago.',
  ntLoading: 'Nilo-load ang mga mensahe…',
  ntEmpty: 'Walang event ng mensahe.',
  ntPick: 'Event',
  ntLegal: 'Abisong hinihingi ng batas: ipinapadala kahit sa mga borrower na nag-opt out sa marketing.',
  ntMarketing: 'Marketing: hindi ipinapadala sa mga borrower na nag-opt out.',
  ntDefault: 'Ang default na pananalita (hindi pa binabago).',
  ntSavedBy: 'Huling na-save noong {at} ni {by}',
  ntPlaceholders: 'Mga placeholder na puwedeng gamitin ng mensaheng ito:',
  ntTitleLabel: 'Pamagat',
  ntBodyLabel: 'Mensahe',
  ntSave: 'I-save',
  ntSaving: 'Sine-save…',
  ntSaved: 'Na-save: gagamitin ito ng susunod na mensahe ng event na ito.',
  ntPreview: 'Preview',
  ntPreviewTitle: 'Kung paano ito mababasa ng borrower (mga sample na value)',
  ntReset: 'Ibalik sa default',
  ntResetDone: 'Naibalik ang default na pananalita.',
};
