// A screen's first data, fetched by the server in-process while it rendered the page, and embedded as JSON in a
// non-executable <script type="application/json"> (the CSP stays strict). The browser hydrates from it and does not
// fetch it again. Entries are the calls' envelopes in wire names, keyed by call and payload.
import { createContext, useContext, type ReactNode } from 'react';
import type { Envelope } from '@pautang/contract/envelope';
import { ErrorCode } from '@pautang/contract/error-codes';
import type { BuiltCall } from '@pautang/contract/calls';

export const FIRST_DATA_ELEMENT_ID = 'first-data';

export type FirstData = Record<string, Envelope>;

/** One key per call and payload: the hook and the route table build the payload with the same function. */
export const firstDataKey = (key: BuiltCall, payload: unknown) => `${key}:${JSON.stringify(payload ?? {})}`;

export class FirstDataStore {
  // Assigned in the constructor, not as field initializers or a parameter property: see ApiError (lib/request.ts).
  declare private readonly used: Set<string>;
  declare private readonly entries: FirstData;
  constructor(entries: FirstData) {
    this.used = new Set();
    this.entries = entries;
  }

  /** The embedded answer of a call, until the screen has used it once (a later mount fetches afresh). */
  peek(key: BuiltCall, payload: unknown): Envelope | undefined {
    const k = firstDataKey(key, payload);
    return this.used.has(k) ? undefined : this.entries[k];
  }

  markUsed(key: BuiltCall, payload: unknown): void {
    this.used.add(firstDataKey(key, payload));
  }
}

const FirstDataContext = createContext<FirstDataStore | null>(null);

export function FirstDataProvider({ store, children }: { store: FirstDataStore; children: ReactNode }) {
  return <FirstDataContext.Provider value={store}>{children}</FirstDataContext.Provider>;
}

export const useFirstDataStore = () => useContext(FirstDataContext);

/** The data the server embedded in this page, or none (a page the server did not render). */
export function readEmbeddedFirstData(): FirstData {
  const element = document.getElementById(FIRST_DATA_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    return JSON.parse(element.textContent) as FirstData;
  } catch {
    return {};
  }
}

/** Whether the server rendered this page's data without a session (its calls answered 'please sign in'). */
export function refusedForSession(data: FirstData): boolean {
  return Object.values(data).some((envelope) => Number(envelope.code) === ErrorCode.SessionMissing);
}
