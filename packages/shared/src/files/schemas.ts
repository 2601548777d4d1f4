import { z } from 'zod';

export const MAX_UPLOAD_BYTES = 5_242_880;

export const fileRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  mime_type: z.string(),
  download_url: z.string(),
});
export type FileRef = z.infer<typeof fileRefSchema>;

/** What the browser's file inputs accept (File upload). */
export const ACCEPTED_DOCUMENTS = 'image/*,.pdf,.doc,.docx,.xls,.xlsx,.csv,.tsv,.ppt,.pptx,.pages,.odt,.rtf';
export const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/gif,image/webp,image/heic';
