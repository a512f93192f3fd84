import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttachFileGroupVO, AttachFileVO, OssVO, PageVO } from '@caremall/contract';
import { http } from '../../http';

export interface FileQuery {
  pageNum: number;
  pageSize: number;
  fileName?: string;
  /** 0: every picture. */
  fileGroupId: number;
}

export interface AttachFileRecord {
  filePath: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  type: 1;
  attachFileGroupId: number;
}

const keys = {
  all: ['picture-library'] as const,
  groups: () => [...keys.all, 'groups'] as const,
  files: (query: FileQuery) => [...keys.all, 'files', query] as const,
};

export function useGroups(enabled = true) {
  return useQuery({
    queryKey: keys.groups(),
    queryFn: () => http.get<AttachFileGroupVO[]>('/mall_biz/m/attach_file_group/list'),
    enabled,
  });
}

export function useFiles(query: FileQuery, enabled = true) {
  return useQuery({
    queryKey: keys.files(query),
    queryFn: () =>
      http.get<PageVO<AttachFileVO>>('/mall_biz/m/attach_file/page', {
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        fileName: query.fileName || undefined,
        fileGroupId: query.fileGroupId,
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Every library write refreshes groups and pages alike. */
function useLibraryMutation<V>(write: (variables: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: keys.all }) });
}

export const useSaveGroup = () =>
  useLibraryMutation((group: { attachFileGroupId?: number; name: string }) =>
    group.attachFileGroupId ? http.put('/mall_biz/m/attach_file_group', group) : http.post('/mall_biz/m/attach_file_group', group),
  );

export const useDeleteGroup = () =>
  useLibraryMutation((attachFileGroupId: number) => http.delete('/mall_biz/m/attach_file_group', { params: { attachFileGroupId } }));

export const useUpdateFile = () =>
  useLibraryMutation((file: { fileId: number; fileName: string; attachFileGroupId: number }) =>
    http.put<boolean>('/mall_biz/m/attach_file/update_file', file),
  );

export const useDeleteFile = () => useLibraryMutation((fileId: number) => http.delete('/mall_biz/m/attach_file', { params: { fileId } }));

export const useSaveFiles = () => useLibraryMutation((records: AttachFileRecord[]) => http.post('/mall_biz/m/attach_file', records));

export const fetchUploadSlots = (fileNum: number) => http.get<OssVO>('/mall_biz/oss/info', { fileNum });
