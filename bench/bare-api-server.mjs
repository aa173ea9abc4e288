// The reference of the API figures: a bare Fastify server answering a small JSON object, the
// least any Fastify route on this machine can cost. Run as its own process, like the app.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const answer = { id: 1, name: 'bare', ok: true };
app.get('/', async () => answer);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('listening\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
