// The e2e kit's server side: calls as a signed-in user, unique names, picture bytes and the upload flow.
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext } from '@playwright/test';

export const unique = () => `${Date.now() % 100000}${Math.floor(Math.random() * 90 + 10)}`;

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A real 2×2 red PNG. */
export function pngBytes(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, 255, 0, 0, 255, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface Envelope<T> {
  code: string;
  msg: string | null;
  data: T;
}

/** Any call as the token's user: its envelope (HTTP 200, or 403 with the A00006 envelope of a refused permission). */
export async function call<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: string,
  url: string,
  data?: unknown,
): Promise<Envelope<T>> {
  const response = await request.fetch(url, { method, headers: { Authorization: token }, data });
  expect([200, 403]).toContain(response.status());
  return (await response.json()) as Envelope<T>;
}

/** A call that must succeed: its data. */
export async function api<T>(request: APIRequestContext, token: string, method: string, url: string, data?: unknown): Promise<T> {
  const body = await call<T>(request, token, method, url, data);
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe('00000');
  return body.data;
}

/** Puts a picture in the library through the same upload flow the browser uses. */
export async function uploadPicture(request: APIRequestContext, token: string, fileName: string): Promise<string> {
  const { ossList } = await api<{ ossList: { dir: string; fileName: string; actionUrl: string }[] }>(
    request,
    token,
    'GET',
    '/mall_biz/oss/info?fileNum=1',
  );
  const slot = ossList[0]!;
  const put = await request.put(slot.actionUrl, { data: pngBytes(), headers: { 'Content-Type': 'image/png' } });
  expect(put.status()).toBe(200);
  const filePath = `/${slot.dir}${slot.fileName}`;
  // A new picture goes into a group: the shop's first one.
  const [group] = await api<{ attachFileGroupId: number }[]>(request, token, 'GET', '/mall_biz/m/attach_file_group/list');
  await api(request, token, 'POST', '/mall_biz/m/attach_file', [
    { filePath, fileName, fileType: 'png', fileSize: 100, type: 1, attachFileGroupId: group!.attachFileGroupId },
  ]);
  return filePath;
}

interface RoleDetail {
  roleName: string;
  remark: string | null;
  menuIds: number[];
  menuPermissionIds: number[];
  version: number;
}

/**
 * A record read to be written back later, as a script writes: without the `version` read, so the write is not refused
 * for a change made since (the app's own dialogs send it, and are).
 */
export const unversioned = <T extends { version?: number }>({ version: _read, ...record }: T): Omit<T, 'version'> => record;

/**
 * Runs `body` while the demo staff role (店员) also has the given menus (no permission codes),
 * then gives the role back its own menus.
 */
export async function withStaffMenus(request: APIRequestContext, adminToken: string, menuIds: number[], body: () => Promise<void>): Promise<void> {
  const roles = await api<{ roleId: number; roleName: string }[]>(request, adminToken, 'GET', '/mall_rbac/role/list');
  const staffRole = roles.find((r) => r.roleName === '店员')!;
  const original = unversioned(await api<RoleDetail>(request, adminToken, 'GET', `/mall_rbac/role?roleId=${staffRole.roleId}`));
  await api(request, adminToken, 'PUT', '/mall_rbac/role', {
    ...original,
    roleId: staffRole.roleId,
    menuIds: [...new Set([...original.menuIds, ...menuIds])],
  });
  try {
    await body();
  } finally {
    await api(request, adminToken, 'PUT', '/mall_rbac/role', { ...original, roleId: staffRole.roleId });
  }
}
