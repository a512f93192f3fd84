// The picture library's calls of /mall_biz (contract §6): groups, pictures, upload slots.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MEDIA_PATHS,
  type AttachFileBody,
  type AttachFileGroupBody,
  type AttachFileGroupVO,
  type AttachFilePageQuery,
  type AttachFileVO,
  type OssVO,
  type PageVO,
  type UpdateFileBody,
} from '@caremall/contract';
import { http } from '../../http';

const P = MEDIA_PATHS.full;

const keys = {
  all: ['picture-library'] as const,
  groups: () => [...keys.all, 'groups'] as const,
  files: (query: AttachFilePageQuery) => [...keys.all, 'files', query] as const,
};

export function useGroups(enabled = true) {
  return useQuery({
    queryKey: keys.groups(),
    queryFn: () => http.get<AttachFileGroupVO[]>(P.groupList),
    enabled,
  });
}

/** A page of pictures; group 0: every picture. */
export function useFiles(query: AttachFilePageQuery, enabled = true) {
  return useQuery({
    queryKey: keys.files(query),
    queryFn: () =>
      http.get<PageVO<AttachFileVO>>(P.filePage, {
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        fileName: query.fileName || undefined,
        fileGroupId: query.fileGroupId,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * Every library write, done or refused, refreshes groups and pages alike: a refusal often means the library changed
 * elsewhere (a group renamed or deleted).
 */
function useLibraryMutation<V>(write: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => client.invalidateQueries({ queryKey: keys.all }) });
}

export const useSaveGroup = () =>
  useLibraryMutation((group: AttachFileGroupBody) => (group.attachFileGroupId ? http.put(P.group, group) : http.post(P.group, group)));

export const useDeleteGroup = () => useLibraryMutation((attachFileGroupId: number) => http.delete(P.group, { params: { attachFileGroupId } }));

export const useUpdateFile = () => useLibraryMutation((file: UpdateFileBody) => http.put<boolean>(P.updateFile, file));

export const useDeleteFile = () => useLibraryMutation((fileId: number) => http.delete(P.file, { params: { fileId } }));

export const useSaveFiles = () => useLibraryMutation((records: AttachFileBody) => http.post(P.file, records));

export const fetchUploadSlots = (fileNum: number) => http.get<OssVO>(P.ossInfo, { fileNum });
