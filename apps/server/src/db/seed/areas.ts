import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { area } from '../schema/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { runtimeFile } from '../../runtime-files.ts';

/** China's administrative areas (region, province, city, district) from areas.csv. */
export function readAreas() {
  const text = readFileSync(runtimeFile('db/seed/areas.csv'), 'utf8');
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [areaId, parentId, areaName, level] = line.split(',');
      return { areaId: Number(areaId), parentId: Number(parentId), areaName: areaName!.trim(), level: Number(level) };
    });
}

export async function seedAreas(db: Pick<Db, 'insert' | 'execute'>): Promise<void> {
  const rows = readAreas();
  for (let i = 0; i < rows.length; i += 1000) await db.insert(area).values(rows.slice(i, i + 1000));
  await db.execute(sql`select setval(pg_get_serial_sequence('area', 'area_id'), (select max(area_id) from area))`);
}
