// The native app's part of the wire table: its calls' paths and the field names only they use (call.ts `app:
// 'native'`). The server and the host simulator speak the whole table; the H5 never imports this file, so no
// borrower page carries the native app's calls (the route budget).
import { NATIVE_FIELD_NAMES, nativeEndpoints } from './native-endpoints.generated';
import { createWire, type Wire, type WireMode, type WireNames } from './wire-names';

export { nativeEndpoints };

export const NATIVE_WIRE_NAMES: WireNames = {
  paths: Object.values(nativeEndpoints).map((e) => e.path),
  fields: NATIVE_FIELD_NAMES,
};

/** The wire of the server and of the native app: the H5's table and the native app's. */
export const createFullWire = (mode: WireMode): Wire => createWire(mode, NATIVE_WIRE_NAMES);
