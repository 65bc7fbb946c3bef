import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userRowSchema, type UserRow } from '@portal/contracts';
import { uploadFile } from '../../../lib/file-transfer';
import { userList } from './get-user-page';

/** POST /api/uploadAvatar as multipart form data (spec 001 §7). */
export function uploadAvatar(image: Blob, fileName: string): Promise<UserRow> {
  return uploadFile('uploadAvatar', image, fileName, userRowSchema);
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, fileName }: { image: Blob; fileName: string }) => uploadAvatar(image, fileName),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userList.queryKey }),
  });
}
