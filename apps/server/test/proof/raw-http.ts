// Sends a request line exactly as written (no client-side normalising of `%xx`, `#`, `;` or `//`),
// the way an attacker's tool or a careless proxy would, and reads the status and JSON body back.
import net from 'node:net';

export interface RawAnswer {
  status: number;
  body: { code?: string; msg?: string | null; success?: boolean } | null;
}

export function rawRequest(port: number, method: string, target: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, split < 0 ? all.length : split).toString('latin1');
      const raw = split < 0 ? Buffer.alloc(0) : all.subarray(split + 4);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      const payload = (/transfer-encoding:\s*chunked/i.test(head) ? dechunk(raw) : raw).toString('utf8');
      let parsed: RawAnswer['body'] = null;
      try {
        parsed = payload ? JSON.parse(payload) : null;
      } catch {
        parsed = null;
      }
      resolve({ status, body: parsed });
    });
    const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    if (body !== undefined) lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`);
    // write, not end: a half-closed socket lets the server drop the request before it answers.
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
  });
}

function dechunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
