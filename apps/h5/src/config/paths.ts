// Every route path of the borrower app. The literal values live in the contract (the server links to them too);
// screens and links use only this module.
import { H5_PATHS } from '@pautang/contract/h5-paths';

export const paths = H5_PATHS;
export type PathKey = keyof typeof paths;

/** The query flag the agreement pop-up adds to its frame's address, so the server renders the framed layout. */
export const FRAME_PARAM = 'frame';
export const FRAME_POPUP = 'popup';
