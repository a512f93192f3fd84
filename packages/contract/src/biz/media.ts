// The picture library of /mall_biz (spec §5, §9; contract §6): upload slots, pictures and their groups —
// the calls, their bodies, answers and messages.
import { z } from 'zod';
import { PageOf, PageQuery, requiredId, saveId, WireTime, readVersion, RecordVersion } from '../common/wire.ts';
import { servicePaths } from '../common/services.ts';
import { templated } from '../i18n/template.ts';

/** Picture library limits (spec sections 5 and 9). */
export const MEDIA_LIMITS = {
  /** Each picture must be strictly smaller than this many bytes (2 MB). */
  maxImageBytes: 2 * 1024 * 1024,
  /** Files per upload selection, and slots per /oss/info call. */
  maxFilesPerUpload: 20,
  groupNameMax: 6,
  fileNameMax: 255,
  filePathMax: 255,
  fileTypeMax: 20,
  pictureManagerPageSize: 15,
  multiImageDefaultLimit: 9,
  /** Presigned upload URLs stay valid this long (mall4cloud: 10 minutes). */
  uploadUrlTtlSeconds: 600,
} as const;

/** The picture types the library accepts, by MIME subtype. */
export const IMAGE_SUBTYPES = ['jpeg', 'png', 'gif'] as const;
export type ImageSubtype = (typeof IMAGE_SUBTYPES)[number];

export const MEDIA_MESSAGES = {
  fileNumRequired: 'fileNum不能为空',
  tooManyFiles: `一次最多上传${MEDIA_LIMITS.maxFilesPerUpload}张图片`,
  noFiles: '请选择要上传的图片',
  filePathRequired: '图片路径不能为空',
  filePathTooLong: `图片路径不能超过${MEDIA_LIMITS.filePathMax}个字符`,
  fileNameRequired: '图片名称不能为空',
  fileNameTooLong: `图片名称不能超过${MEDIA_LIMITS.fileNameMax}个字符`,
  fileTypeInvalid: '图片类型不正确',
  fileSizeInvalid: '图片大小不正确',
  onlyImages: '只能上传图片',
  fileIdRequired: 'fileId不能为空',
  fileNotFound: '图片不存在或已删除',
  badPath: '图片路径不正确',
  notUploaded: '图片未上传成功，请重新上传',
  alreadySaved: '图片已保存，请勿重复提交',
  groupNameRequired: '分组名称不能为空',
  groupNameLength: `长度在1-${MEDIA_LIMITS.groupNameMax}个字符`,
  groupIdRequired: 'attachFileGroupId不能为空',
  groupNotFound: '分组不存在或已删除',
  groupNameTaken: '分组名称已存在',
  groupRequired: '请选择分组',
  usedByCarousel: '该图片正在被轮播图使用，请先更换轮播图的图片再删除',
  // A refused file of a save, named with its reason (several are joined by '；').
  fileBadPath: templated('{fileName}：图片路径不正确', (fileName: string) => ({ fileName })),
  fileNotUploaded: templated('{fileName}：图片未上传成功，请重新上传', (fileName: string) => ({ fileName })),
  fileTooLarge: templated('{fileName}：图片大小不能超过2M', (fileName: string) => ({ fileName })),
  fileNotImage: templated('{fileName}：只能上传jpg/png/gif格式的图片', (fileName: string) => ({ fileName })),
} as const;
const M = MEDIA_MESSAGES;

export const MEDIA_PATHS = servicePaths('biz', {
  /** Step 1 of an upload: one presigned PUT URL per file. */
  ossInfo: '/oss/info',
  filePage: '/m/attach_file/page',
  file: '/m/attach_file',
  updateFile: '/m/attach_file/update_file',
  groupList: '/m/attach_file_group/list',
  group: '/m/attach_file_group',
});

/** A group id in a body: 0 (or nothing) means "no group". */
const groupIdOrNone = z.coerce
  .number({ error: M.groupNotFound })
  .int(M.groupNotFound)
  .nonnegative(M.groupNotFound)
  .max(Number.MAX_SAFE_INTEGER, M.groupNotFound);

export const OssInfoQuery = z.object({
  fileNum: z.coerce
    .number({ error: M.fileNumRequired })
    .int(M.fileNumRequired)
    .min(1, M.fileNumRequired)
    .max(MEDIA_LIMITS.maxFilesPerUpload, M.tooManyFiles),
});
export type OssInfoQuery = z.infer<typeof OssInfoQuery>;

export const AttachFileGroupBody = z.object({
  attachFileGroupId: saveId(M.groupNotFound),
  name: z.string({ error: M.groupNameRequired }).trim().min(1, M.groupNameRequired).max(MEDIA_LIMITS.groupNameMax, M.groupNameLength),
  version: readVersion(),
});
export type AttachFileGroupBody = z.infer<typeof AttachFileGroupBody>;

export const AttachFileGroupIdQuery = z.object({ attachFileGroupId: requiredId(M.groupIdRequired) });
export type AttachFileGroupIdQuery = z.infer<typeof AttachFileGroupIdQuery>;

export const AttachFileRecord = z.object({
  filePath: z.string({ error: M.filePathRequired }).trim().min(1, M.filePathRequired).max(MEDIA_LIMITS.filePathMax, M.filePathTooLong),
  fileName: z.string({ error: M.fileNameRequired }).trim().min(1, M.fileNameRequired).max(MEDIA_LIMITS.fileNameMax, M.fileNameTooLong),
  /** What the browser claims; the server records what it finds in the stored bytes instead. */
  fileType: z.string({ error: M.fileTypeInvalid }).max(MEDIA_LIMITS.fileTypeMax, M.fileTypeInvalid).nullish(),
  fileSize: z.coerce.number({ error: M.fileSizeInvalid }).int(M.fileSizeInvalid).nonnegative(M.fileSizeInvalid).nullish(),
  type: z.coerce.number({ error: M.onlyImages }).int(M.onlyImages).min(1, M.onlyImages).max(1, M.onlyImages).default(1),
  /** A new picture goes into a group (spec: choosing a group is required); moving one out later is allowed. */
  attachFileGroupId: z.preprocess((v) => (v === '' || v === null || v === undefined ? 0 : v), groupIdOrNone.min(1, M.groupRequired)),
});
export type AttachFileRecord = z.infer<typeof AttachFileRecord>;

export const AttachFileBody = z.array(AttachFileRecord, { error: M.noFiles }).min(1, M.noFiles).max(MEDIA_LIMITS.maxFilesPerUpload, M.tooManyFiles);
export type AttachFileBody = z.infer<typeof AttachFileBody>;

/** Rename and/or move a picture (group 0: no group; none: the group stays). */
export const UpdateFileBody = z.object({
  fileId: requiredId(M.fileIdRequired),
  /** Checked by the server after trimming (a blank name is refused with its own message). */
  fileName: z.string({ error: M.fileNameRequired }).nullish(),
  attachFileGroupId: z.preprocess((v) => (v === '' ? null : v), groupIdOrNone.nullish()),
});
export type UpdateFileBody = z.infer<typeof UpdateFileBody>;

export const AttachFileIdQuery = z.object({ fileId: requiredId(M.fileIdRequired) });
export type AttachFileIdQuery = z.infer<typeof AttachFileIdQuery>;

export const AttachFilePageQuery = PageQuery.extend({
  fileName: z.string().max(MEDIA_LIMITS.fileNameMax).optional(),
  /** 0 or absent: every picture of the shop (upstream fails without it). */
  fileGroupId: z.coerce.number().int().nonnegative().optional(),
});
export type AttachFilePageQuery = z.infer<typeof AttachFilePageQuery>;

export const OssSlot = z.object({ dir: z.string(), fileName: z.string(), actionUrl: z.string() });
export type OssSlot = z.infer<typeof OssSlot>;

/** Upstream's OSS policy fields stay null: every upload goes through its slot's presigned URL. */
export const OssVO = z.object({
  accessid: z.null(),
  policy: z.null(),
  signature: z.null(),
  dir: z.null(),
  host: z.null(),
  expire: z.null(),
  fileName: z.null(),
  actionUrl: z.null(),
  ossList: z.array(OssSlot),
});
export type OssVO = z.infer<typeof OssVO>;

export const AttachFileVO = z.object({
  fileId: z.number(),
  filePath: z.string(),
  fileType: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  shopId: z.number(),
  type: z.number(),
  attachFileGroupId: z.number(),
  createTime: WireTime,
  updateTime: WireTime,
});
export type AttachFileVO = z.infer<typeof AttachFileVO>;
export const AttachFilePage = PageOf(AttachFileVO);

export const AttachFileGroupVO = z.object({
  attachFileGroupId: z.number(),
  shopId: z.number(),
  name: z.string(),
  createTime: WireTime,
  updateTime: WireTime,
  version: RecordVersion,
});
export type AttachFileGroupVO = z.infer<typeof AttachFileGroupVO>;
export const AttachFileGroupList = z.array(AttachFileGroupVO);
