// A screen's first data, declared once: which call, with which payload, built from the page query. The route table
// lists a screen's calls with these builders (the server renders the page with their answers), and the screen's
// hook runs the same builder, so the payload the browser looks up in the embedded data is the one the server
// fetched: a screen whose two payloads differed would silently fetch its data a second time. No React here: the
// build imports the route table in Node.
import type { BuiltCall, RequestOf } from '@pautang/contract/calls';

export type ScreenCall<K extends BuiltCall = BuiltCall> = { call: K; payload: RequestOf<K> };

export const screenCall = <K extends BuiltCall>(call: K, payload: RequestOf<K>): ScreenCall<K> => ({
  call,
  payload,
});

/**
 * A screen's page query and first calls, exported by its route file as `screenData`: the server renderer fetches
 * the calls for the page (entry-server.tsx), and the screen reads its query with the same parser.
 */
export type ScreenData<Q = unknown> = {
  query: (query: URLSearchParams) => Q;
  calls: (query: Q) => ScreenCall[];
  /**
   * A lazy part the screen renders at once (loaded before rendering, on the server and in the browser, so nothing
   * suspends): declared here, in the screen's own chunk, rather than in the route table every route carries.
   */
  prepare?: (query: URLSearchParams) => Promise<void> | undefined;
};

export const declareScreen = <Q>(
  query: (query: URLSearchParams) => Q,
  calls: (query: Q) => ScreenCall[],
  prepare?: ScreenData<Q>['prepare'],
): ScreenData<Q> => ({ query, calls, prepare });
