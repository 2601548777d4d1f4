import { z } from 'zod';

/**
 * GET projects/{id}/convert-candidates/: who may join the team when the opportunity is converted,
 * the people on its current shortlist who said they are available (`interested`) and are not on
 * the team yet (ADR 031).
 */
const convertCandidateSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
});
export type ConvertCandidate = z.infer<typeof convertCandidateSchema>;

export const convertCandidatesOut = z.object({ results: z.array(convertCandidateSchema) });
export type ConvertCandidatesOut = z.infer<typeof convertCandidatesOut>;
