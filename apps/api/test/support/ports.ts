import { createServer, type AddressInfo } from 'node:net';

/**
 * A port on 127.0.0.1 held by a listener of ours until `release`, for a process or app that needs its
 * address before it can listen (its URL goes into another's settings): meanwhile no other process
 * asking the system for a port (a listener or an outgoing connection) is given it. A port only looked
 * up and let go at once was taken by the time the carrier simulator started, once, on a busy machine.
 */
export async function reservePort(): Promise<{ port: number; release: () => Promise<void> }> {
  // A caller that reaches the port meanwhile (an app's carrier sweep, a Redis client) is cut off at
  // once, as if nothing listened: a connection kept open would also keep the listener from closing.
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const released = new Promise<void>((resolve) => server.once('close', () => resolve()));
  return {
    port,
    release: async () => {
      if (server.listening) server.close();
      await released;
    },
  };
}
