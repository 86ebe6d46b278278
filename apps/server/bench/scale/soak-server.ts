// The server as src/server.ts starts it, answering soak.ts's question about its own memory over the IPC channel
// the soak spawns it with: RSS and heap are the process's own figures, not readable from outside without a tool.
process.on('message', (message) => {
  if (message === 'memory') process.send?.({ memory: process.memoryUsage() });
});
await import('../../src/server');
export {};
