// The borrower's file for staff (roles support, credit, collections, finance): the search and one borrower's page.
import type { Deps } from '../../../platform/deps';
import { withPdf, type CallHandlers } from '../../../platform/call';
import { renderStatementPdf } from '../../lending/index';
import { borrowerFile, searchBorrowers, statementForStaff } from './borrower-file.service';

export const borrowerFileHandlers = (deps: Deps) =>
  ({
    consoleBorrowerSearch: ({ input, agent }) => searchBorrowers(deps, agent, input.q),
    consoleBorrowerFile: ({ input, agent }) => borrowerFile(deps, agent, input.id),
    consoleOrderStatement: withPdf<'consoleOrderStatement'>(
      ({ input, agent }) => statementForStaff(deps, agent, input.id),
      renderStatementPdf,
    ),
  }) satisfies Partial<CallHandlers>;
