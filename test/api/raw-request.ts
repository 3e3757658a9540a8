import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as text, and parsed when it is JSON. */
  text: string;
  body: any;
}

/**
 * One HTTP request as it is written, where supertest would tidy it up: any method, path, headers and body (a
 * malformed one, a wrong content type), from a chosen loopback address (127.0.0.0/8 all reach the server on Linux),
 * so a test can also play several clients without any header the server might trust.
 */
export function rawRequest(
  port: number,
  options: { method?: string; path: string; from?: string; headers?: OutgoingHttpHeaders; body?: string | Buffer },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path, localAddress: options.from, headers: options.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            body = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body });
        });
      },
    );
    // The server may answer (413, 401) and close before a large body is all sent.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    req.end(options.body);
  });
}
