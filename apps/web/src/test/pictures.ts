import type { AttachFileVO } from '@caremall/contract';

const TIME = '2026-11-24 10:00:00';

/** A picture of the shop's library as the server lists it, in group 1. */
export const libraryPicture = (fileId: number, fileName = `图片${fileId}.png`): AttachFileVO => ({
  fileId,
  filePath: `/2026/11/23/${String(fileId).padStart(32, '0')}`,
  fileType: 'png',
  fileName,
  fileSize: 1024,
  shopId: 1,
  type: 1,
  attachFileGroupId: 1,
  createTime: TIME,
  updateTime: TIME,
});
