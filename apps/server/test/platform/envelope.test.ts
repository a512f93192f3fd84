import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { openTestDatabase } from '../database.ts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/platform/db/client.ts';

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp({ db: database.db, config: testConfig() });
  app.get('/mall_test/ua/boom', async () => {
    throw new Error('secret internal detail');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('envelope', () => {
  it('hides an unexpected error behind A00005 with no stack trace', async () => {
    const response = await app.inject({ method: 'GET', url: '/mall_test/ua/boom' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 'A00005', msg: '服务器出了点小差', data: null, success: false });
    expect(response.body).not.toContain('secret internal detail');
  });

  it('answers an unknown public route with an envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/mall_auth/ua/nothing_here' });
    expect(response.json()).toMatchObject({ code: 'A00005', success: false });
  });

  it('asks for a token before anything else on an API path', async () => {
    const response = await app.inject({ method: 'GET', url: '/mall_product/admin/spu/page' });
    expect(response.json()).toMatchObject({ code: 'A00004', msg: 'Unauthorized', data: null, success: false });
  });
});
