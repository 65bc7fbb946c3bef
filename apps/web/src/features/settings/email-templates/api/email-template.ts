import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  emailPreviewSchema,
  emailTemplateSchema,
  VERSION_HEADER,
  type EmailPreviewRequest,
  type EmailTemplateKey,
  type UpdateEmailTemplate,
} from '@portal/contracts';
import { apiClient } from '../../../../lib/api-client';

/** GET /api/emailTemplate/{key} (spec 001 §7): both languages, the placeholders offered, the version read. */
export function getEmailTemplateQueryOptions(key: EmailTemplateKey) {
  return queryOptions({
    queryKey: ['emailTemplates', key],
    queryFn: ({ signal }) => apiClient.get(`emailTemplate/${key}`, { schema: emailTemplateSchema, signal }),
  });
}

export function useEmailTemplate(key: EmailTemplateKey) {
  return useQuery(getEmailTemplateQueryOptions(key));
}

/** PUT /api/emailTemplate (super admin; decision 169) with the version read. */
export function useUpdateEmailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, version }: { request: UpdateEmailTemplate; version: number }) =>
      apiClient.put('emailTemplate', request, {
        schema: emailTemplateSchema,
        headers: { [VERSION_HEADER]: String(version) },
      }),
    onSuccess: (saved) =>
      queryClient.invalidateQueries({ queryKey: getEmailTemplateQueryOptions(saved.key).queryKey }),
  });
}

/** POST /api/emailPreview: the unsaved text of one language filled with a real order's values. */
export function useEmailTemplatePreview() {
  return useMutation({
    mutationFn: (request: EmailPreviewRequest) =>
      apiClient.post('emailPreview', request, { schema: emailPreviewSchema }),
  });
}
