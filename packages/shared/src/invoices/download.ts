import { z } from 'zod';

/** `GET invoices/{id}/download/?format=pdf`: the one format is the PDF (the default). */
export const invoiceDownloadQuery = z.object({ format: z.enum(['pdf']).default('pdf') });
