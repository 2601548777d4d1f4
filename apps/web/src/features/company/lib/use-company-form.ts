import { zodResolver } from '@hookform/resolvers/zod';
import type { Company, CompanyPatchInput } from '@kazi/shared/company/schemas';
import { useState } from 'react';
import { type DefaultValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showServerErrors } from '@/lib/forms/server-errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useUpdateCompany } from '../api/company.ts';

interface CompanyFormOptions<Values extends CompanyPatchInput['company']> {
  schema: z.ZodType<Values, Values>;
  /** The form's fields and their values for the stored company (empty strings for what is not set). */
  valuesOf: (company: Company | null) => DefaultValues<Values>;
  /** The toast after saving. */
  saved: string;
}

/**
 * A Settings form over part of the company (PATCH me/company/): on success the form takes the
 * saved values and a toast says so; on failure the server's messages go under their fields (what
 * no field shows goes to `alert`).
 */
export function useCompanyForm<Values extends CompanyPatchInput['company']>(
  company: Company | null,
  { schema, valuesOf, saved }: CompanyFormOptions<Values>,
) {
  const save = useUpdateCompany();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(company),
  });
  const submit = form.handleSubmit((values) => {
    setAlert(null);
    save.mutate(values, {
      onSuccess: ({ company: stored }) => {
        form.reset(valuesOf(stored));
        notifySuccess(saved);
      },
      onError: (error) => setAlert(showServerErrors(error, form.setError, Object.keys(valuesOf(null)))),
    });
  });
  return { form, submit, alert, saving: save.isPending };
}
