import { WEB_RECEIVER } from '@pautang/contract/bridge';
import { FRAME_PARAM, FRAME_POPUP } from '../../../config/paths';

/**
 * True when this page is framed by another H5 page (the loan confirmation's agreement pop-up) or by a foreign
 * origin. There a back button would move the parent's history or close the host's web view, so the page hides
 * it. The host simulator frames every H5 page too, but it is not an H5 page, so pages inside it keep theirs.
 */
export function isEmbedded(win: Window = window): boolean {
  if (win.parent === win) return false;
  try {
    return WEB_RECEIVER in win.parent;
  } catch {
    return true;
  }
}

/** Whether the page was opened as the agreement pop-up's content: known from the address, on the server too. */
export const isPopupFrame = (query: URLSearchParams) => query.get(FRAME_PARAM) === FRAME_POPUP;
