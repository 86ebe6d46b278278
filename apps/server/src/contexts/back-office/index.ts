// The back-office context's door: the only file of it another context, a flow, app.ts or a test elsewhere may import.
export {
  SEARCH_LIMIT,
  userByOrder,
  usersByName,
  usersByPayment,
  usersByPayout,
  usersByPhone,
} from './borrower-file/borrower-file.repository';
export { borrowerFileHandlers } from './borrower-file/borrower-file.routes';
export { financeHandlers } from './finance/finance.routes';
export { keepReportFigures } from './reports/report-figures';
export {
  channelsPerDay,
  collectedPerDay,
  disbursedPerDay,
  rolloversPerDay,
} from './reports/reports.repository';
export { reportHandlers } from './reports/reports.routes';
export { portfolioReport } from './reports/reports.service';
