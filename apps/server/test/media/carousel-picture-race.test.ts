// A library picture deleted while a carousel image is saved with it: whichever comes first, exactly one of
// the two succeeds, the other answers its refusal, and no carousel is left showing a deleted picture.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES } from '@caremall/contract';
import { MSG_BAD_PICTURE } from '../../src/platform/storage/picture-paths.ts';
import { libraryPicture, type EnvelopeBody } from '../helpers.ts';
import { usersOf, useTestApp } from '../kit.ts';
import { rows } from '../proof/actors.ts';
import { interleave } from '../proof/interleaving.ts';
import { onPostgres } from '../proof/processes.ts';

const app = useTestApp();
const as = usersOf(app);
const OK = '00000';
let seq = 5000;

const newPicture = () => libraryPicture(app(), 1, 'race.png');

const saveCarousel = (imgUrl: string) =>
  as('shop_admin').post('/mall_multishop/admin/index_img', { imgUrl, seq: ++seq, imgType: 0, status: 1, spuId: '' });
const deletePicture = (fileId: number) => as('shop_admin').delete(`/mall_biz/m/attach_file?fileId=${fileId}`);

/** Carousel images whose picture is neither in the library nor a demo picture. */
const brokenCarousels = () =>
  rows(
    app().db,
    sql`select i.img_id, i.img_url from index_img i where i.img_url not like '/demo/%'
        and not exists (select 1 from attach_file f where f.file_path = i.img_url)`,
  );

/** Exactly one of the pair succeeded and the other gave its refusal; what the database holds agrees. */
async function expectOneWinner(saved: EnvelopeBody, deleted: EnvelopeBody, filePath: string) {
  const outcome = [saved.code === OK ? 'saved' : saved.msg, deleted.code === OK ? 'deleted' : deleted.msg];
  expect([
    ['saved', MEDIA_MESSAGES.usedByCarousel],
    [MSG_BAD_PICTURE, 'deleted'],
  ]).toContainEqual(outcome);
  const carousels = await rows(app().db, sql`select img_id from index_img where img_url = ${filePath}`);
  const pictures = await rows(app().db, sql`select file_id from attach_file where file_path = ${filePath}`);
  expect([carousels.length, pictures.length]).toEqual(outcome[0] === 'saved' ? [1, 1] : [0, 0]);
  expect(await brokenCarousels()).toEqual([]);
}

describe('deleting a library picture while a carousel image is saved with it', () => {
  it('one after the other, in both orders', async () => {
    const first = await newPicture();
    expect((await deletePicture(first.fileId)).code).toBe(OK);
    expect(await saveCarousel(first.filePath)).toMatchObject({ code: 'A00001', msg: MSG_BAD_PICTURE });

    const second = await newPicture();
    expect((await saveCarousel(second.filePath)).code).toBe(OK);
    expect(await deletePicture(second.fileId)).toMatchObject({ code: 'A00001', msg: MEDIA_MESSAGES.usedByCarousel });
    expect(await brokenCarousels()).toEqual([]);
  });

  it('fired together, in both orders', async () => {
    await as('shop_admin').token();
    for (let i = 0; i < 10; i++) {
      const picture = await newPicture();
      const [saved, deleted] =
        i % 2 === 0
          ? await Promise.all([saveCarousel(picture.filePath), deletePicture(picture.fileId)])
          : await Promise.all([deletePicture(picture.fileId), saveCarousel(picture.filePath)]).then(([d, s]) => [s, d] as const);
      await expectOneWinner(saved, deleted, picture.filePath);
    }
  });
});

describe.skipIf(!onPostgres())('on PostgreSQL, the second request arrives while the first is inside its transaction', () => {
  it('the delete first: stopped before it deletes, a carousel save sent meanwhile', async () => {
    await as('shop_admin').token();
    const picture = await newPicture();
    // Holds the picture row against a delete (not against reads nor a carousel's own share of it).
    const [deleted, saved] = await interleave(
      app().db,
      sql`select file_id from attach_file where file_id = ${picture.fileId} for key share`,
      () => deletePicture(picture.fileId),
      () => saveCarousel(picture.filePath),
    );
    await expectOneWinner(saved, deleted, picture.filePath);
  });

  it('the carousel save first: stopped before its row is in, a delete sent meanwhile', async () => {
    await as('shop_admin').token();
    const picture = await newPicture();
    // Holds back new carousel rows (reads of the carousels go on).
    const [saved, deleted] = await interleave(
      app().db,
      sql`lock table index_img in share mode`,
      () => saveCarousel(picture.filePath),
      () => deletePicture(picture.fileId),
    );
    await expectOneWinner(saved, deleted, picture.filePath);
  });
});
