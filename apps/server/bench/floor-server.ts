// The floor for the API load table: a bare Fastify JSON route, with no plugins, hooks or database. Our reads are
// measured against it in the same run, on the same machine, so the ratio means something whatever the machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/floor', async () => ({ code: 0, message: 'success', data: { hello: 'world' } }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
if (address && typeof address === 'object') process.stdout.write(`listening ${address.port}\n`);
