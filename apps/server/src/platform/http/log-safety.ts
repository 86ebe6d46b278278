// What a log may keep of a failure: its kind, SQLSTATE and stack frames, never the values. Database errors
// carry the query's parameters and echo raw input in their messages ('invalid input syntax for type integer:
// "0917…"'), and pino would write every property of the error object; so errors are rebuilt, not copied.
const SQLSTATE = /^[0-9A-Z]{5}$/;
const QUOTED = /"[^"]*"|'[^']*'|\([^)]*=[^)]*\)/g;

export type SafeError = { type: string; message: string; code?: string; stack: string };

export function safeError(error: unknown): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown', stack: '' };
  const code = (error as { code?: unknown }).code;
  const sqlState = typeof code === 'string' && SQLSTATE.test(code) ? code : undefined;
  // A database message describes the values it choked on; its SQLSTATE says enough to find the cause.
  const message = sqlState ? `database error ${sqlState}` : error.message.replace(QUOTED, '[value]');
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
}
