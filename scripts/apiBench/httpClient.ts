/**
 * The load generator's HTTP client: node:http with a keep-alive agent. Node 20's fetch costs this
 * machine about 300 µs of CPU per request and node:http about 90 µs (measured side by side against
 * a trivial server); on two cores the generator competes with the instances and PostgreSQL for CPU,
 * so the cheaper client leaves more of the machine to what is measured.
 */
import http from 'node:http';

export interface HttpAnswer {
  status: number;
  body: string;
}

export interface OutgoingRequest {
  origin: string;
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

export interface KeepAliveClient {
  /** Rejects on a connection error, or when the socket is silent for `timeoutMs` (a stall). */
  send: (request: OutgoingRequest, timeoutMs: number) => Promise<HttpAnswer>;
  close: () => void;
}

/** An error whose `code` names what went wrong (ECONNRESET, timeout …), as Node's own errors do. */
export class RequestFailed extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RequestFailed';
  }
}

/**
 * `maxSockets` connections per instance at most; a request beyond them waits for one, and since
 * latency runs from when a request was due, that wait is counted too, as a proxy's pool would add it.
 */
export function keepAliveClient(maxSockets: number): KeepAliveClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const targets = new Map<string, URL>();
  const targetOf = (origin: string) => {
    let target = targets.get(origin);
    if (!target) {
      target = new URL(origin);
      targets.set(origin, target);
    }
    return target;
  };
  const send = (request: OutgoingRequest, timeoutMs: number) =>
    new Promise<HttpAnswer>((resolve, reject) => {
      const target = targetOf(request.origin);
      const headers: Record<string, string | number> = { ...request.headers };
      if (request.body !== undefined) headers['Content-Length'] = Buffer.byteLength(request.body);
      const outgoing = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: request.path,
          method: request.method,
          headers,
          timeout: timeoutMs,
        },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          response.on('error', reject);
        },
      );
      outgoing.on('timeout', () =>
        outgoing.destroy(new RequestFailed('timeout', `no answer within ${timeoutMs} ms`)),
      );
      outgoing.on('error', reject);
      outgoing.end(request.body);
    });
  return { send, close: () => agent.destroy() };
}
