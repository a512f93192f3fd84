/** Picture library limits (spec sections 5 and 9; the server enforces the same). */
export const PICTURE_LIMITS = {
  /** Each picture must be strictly smaller than 2 MB. */
  maxImageBytes: 2 * 1024 * 1024,
  maxFilesPerUpload: 20,
  groupNameMax: 6,
  pageSize: 15,
  multiImageDefaultLimit: 9,
} as const;
