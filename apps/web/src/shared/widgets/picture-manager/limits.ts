import { MEDIA_LIMITS } from '@caremall/contract';

/** Picture library limits: the contract's (spec sections 5 and 9; the server enforces the same). */
export const PICTURE_LIMITS = {
  /** Each picture must be strictly smaller than 2 MB. */
  maxImageBytes: MEDIA_LIMITS.maxImageBytes,
  maxFilesPerUpload: MEDIA_LIMITS.maxFilesPerUpload,
  groupNameMax: MEDIA_LIMITS.groupNameMax,
  fileNameMax: MEDIA_LIMITS.fileNameMax,
  pageSize: MEDIA_LIMITS.pictureManagerPageSize,
  multiImageDefaultLimit: MEDIA_LIMITS.multiImageDefaultLimit,
} as const;
