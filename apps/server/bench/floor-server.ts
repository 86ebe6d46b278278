// The floor for the API load table: bare Fastify JSON routes, with no plugins, hooks or database. Our reads are
// measured against it in the same run, on the same machine, so the ratio means something whatever the machine.
// Any path answers: GET /floor is the plain route the issue measured, and a call's own path gets the same request
// a call of ours gets (its method, its query and its JSON body, which Fastify reads and parses as it would for
// us), so a POST call is held against what bare Fastify itself costs for a POST.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const answer = async () => ({ code: 0, message: 'success', data: { hello: 'world' } });
app.get('/*', answer);
app.post('/*', answer);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
if (address && typeof address === 'object') process.stdout.write(`listening ${address.port}\n`);
