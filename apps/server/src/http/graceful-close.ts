import type { FastifyInstance } from 'fastify';

/**
 * Closes the app as a stop should: no new connections, the requests in flight may finish until `deadlineMs`;
 * then every connection still open is closed (a client sending its body a byte a second, an answer nobody
 * reads), so that the stop goes on to the pool and PostgreSQL instead of waiting on a client.
 */
export async function closeGracefully(
  app: FastifyInstance,
  deadlineMs: number,
  onDeadline: () => void,
): Promise<void> {
  const deadline = setTimeout(() => {
    onDeadline();
    app.server.closeAllConnections();
  }, deadlineMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
}
