import { z } from 'zod';

/** Picture library and carousel limits (spec sections 5 and 9). */
export const MEDIA_LIMITS = {
  /** Each picture must be strictly smaller than this many bytes (2 MB). */
  maxImageBytes: 2 * 1024 * 1024,
  /** Files per upload selection, and slots per /oss/info call. */
  maxFilesPerUpload: 20,
  groupNameMax: 6,
  pictureManagerPageSize: 15,
  multiImageDefaultLimit: 9,
  /** Presigned upload URLs stay valid this long (mall4cloud: 10 minutes). */
  uploadUrlTtlSeconds: 600,
} as const;

/** The picture types the library accepts, by MIME subtype. */
export const IMAGE_SUBTYPES = ['jpeg', 'png', 'gif'] as const;
export type ImageSubtype = (typeof IMAGE_SUBTYPES)[number];

const id = z.coerce.number().int().positive();
/** The upstream client sends '' for "no product": read it as null. */
const optionalId = z.preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), z.coerce.number().int().positive().nullish());

export const IndexImgBody = z.object({
  imgId: id.optional(),
  imgUrl: z.string({ error: '图片不能为空' }).trim().min(1, '图片不能为空').max(255, '图片地址不能超过255个字符'),
  seq: z.coerce.number({ error: '序号不能为空' }).int('序号必须为整数').min(0, '序号不能小于0').max(2147483647),
  imgType: z.coerce.number({ error: '图片类型不能为空' }).int().min(0, '图片类型不正确').max(1, '图片类型不正确'),
  status: z.coerce.number().int().min(0, '状态不正确').max(1, '状态不正确').default(1),
  spuId: optionalId,
});
export type IndexImgBody = z.infer<typeof IndexImgBody>;

export const AttachFileGroupBody = z.object({
  attachFileGroupId: id.optional(),
  name: z.string({ error: '分组名称不能为空' }).trim().min(1, '分组名称不能为空').max(MEDIA_LIMITS.groupNameMax, '长度在1-6个字符'),
});
export type AttachFileGroupBody = z.infer<typeof AttachFileGroupBody>;

export const AttachFileRecord = z.object({
  filePath: z.string({ error: '图片路径不能为空' }).trim().min(1, '图片路径不能为空').max(255),
  fileName: z.string({ error: '图片名称不能为空' }).trim().min(1, '图片名称不能为空').max(255, '图片名称不能超过255个字符'),
  fileType: z.string().max(20).nullish(),
  fileSize: z.coerce.number().int().nonnegative().nullish(),
  type: z.coerce.number().int().min(1).max(1, '只能上传图片').default(1),
  attachFileGroupId: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), z.coerce.number().int().nonnegative()),
});
export const AttachFileBody = z
  .array(AttachFileRecord, { error: '请选择要上传的图片' })
  .min(1, '请选择要上传的图片')
  .max(MEDIA_LIMITS.maxFilesPerUpload, `一次最多上传${MEDIA_LIMITS.maxFilesPerUpload}张图片`);
export type AttachFileBody = z.infer<typeof AttachFileBody>;

export const UpdateFileBody = z.object({
  fileId: z.coerce.number({ error: 'fileId不能为空' }).int().positive(),
  fileName: z.string().nullish(),
  attachFileGroupId: z.preprocess((v) => (v === '' ? null : v), z.coerce.number().int().nonnegative().nullish()),
});
export type UpdateFileBody = z.infer<typeof UpdateFileBody>;

export interface OssSlot {
  dir: string;
  fileName: string;
  actionUrl: string;
}
export interface OssVO {
  accessid: null;
  policy: null;
  signature: null;
  dir: null;
  host: null;
  expire: null;
  fileName: null;
  actionUrl: null;
  ossList: OssSlot[];
}

export interface AttachFileVO {
  fileId: number;
  filePath: string;
  fileType: string;
  fileName: string;
  fileSize: number;
  shopId: number;
  type: number;
  attachFileGroupId: number;
  createTime: string | null;
  updateTime: string | null;
}

export interface AttachFileGroupVO {
  attachFileGroupId: number;
  shopId: number;
  name: string;
  createTime: string | null;
  updateTime: string | null;
}

export interface IndexImgSpu {
  spuId: number;
  name: string;
  spuName: string;
  mainImgUrl: string | null;
}
export interface IndexImgVO {
  imgId: number;
  shopId: number;
  imgUrl: string;
  status: number;
  seq: number;
  spuId: number | null;
  imgType: number;
  createTime: string | null;
  spu: IndexImgSpu | null;
}
