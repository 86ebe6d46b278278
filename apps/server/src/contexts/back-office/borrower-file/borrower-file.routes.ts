// The borrower's file for staff (roles support, credit, collections, finance): the search and one borrower's page.
import type { Deps } from '../../../platform/deps';
import type { CallHandlers } from '../../../platform/call';
import { borrowerFile, searchBorrowers } from './borrower-file.service';

export const borrowerFileHandlers = (deps: Deps) =>
  ({
    consoleBorrowerSearch: ({ input, agent }) => searchBorrowers(deps, agent, input.q),
    consoleBorrowerFile: ({ input, agent }) => borrowerFile(deps, agent, input.id),
  }) satisfies Partial<CallHandlers>;
