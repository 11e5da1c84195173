import { get } from 'node:http';

/**
 * A GET's raw answer from node:http: the bytes as sent (supertest would unpack a compressed body, and sends an
 * Accept-Encoding of its own).
 */
export function fetchRaw(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      // Buffer.concat's parameter type under @types/node 20 and TypeScript 5.9 does not take Buffer[].
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks as unknown as Uint8Array<ArrayBuffer>[]) }));
    }).on('error', reject);
  });
}
