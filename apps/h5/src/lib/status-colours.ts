// An order status's colour (spec 2 §4.1), the one table every screen that shows a status reads, so the order page
// and the complaint entry cannot disagree on a loan's state. 170 has no colour in the spec: blue, like 174.
import { ORDER_STATUS } from '@pautang/contract/constants';

/* prettier-ignore */
export const STATUS_COLOURS = { blue: '#2645F6', red: '#FF4330', green: '#05D717' } as const;

const COLOURS: Record<number, string> = {
  [ORDER_STATUS.inProgress]: STATUS_COLOURS.blue,
  [ORDER_STATUS.approved]: STATUS_COLOURS.blue,
  [ORDER_STATUS.failed]: STATUS_COLOURS.red,
  [ORDER_STATUS.repaymentProcessing]: STATUS_COLOURS.blue,
  [ORDER_STATUS.repayable]: STATUS_COLOURS.blue,
  [ORDER_STATUS.overdue]: STATUS_COLOURS.red,
  [ORDER_STATUS.finished]: STATUS_COLOURS.green,
};

/** An unknown status takes the 21 colour, as the spec says. */
export const statusColour = (status: number): string => COLOURS[status] ?? STATUS_COLOURS.blue;
