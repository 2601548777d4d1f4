import { zodResolver } from '@hookform/resolvers/zod';
import { tooLong } from '@kazi/shared/api/text';
import type { Category } from '@kazi/shared/auth/roles';
import { peopleMessages } from '@kazi/shared/messages/people';
import { BIO_MAX_LENGTH, MAX_YEARS_OF_EXPERIENCE, type Profile } from '@kazi/shared/profile/schemas';
import { Button, Card, Group, NumberInput, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useUpdateProfile } from '@/features/profile-details/api/profile.ts';
import { ApiError } from '@/lib/api/errors.ts';
import { applyServerErrors } from '@/lib/forms/server-errors.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { type ChosenSkill, SkillsEditor } from './SkillsEditor.tsx';

const aboutForm = z.object({
  bio: z.string().max(BIO_MAX_LENGTH, tooLong(BIO_MAX_LENGTH)),
  years_of_experience: z
    .number({ error: peopleMessages.profile.notANumber })
    .int(peopleMessages.profile.notANumber)
    .min(0, peopleMessages.profile.notANumber)
    .max(MAX_YEARS_OF_EXPERIENCE, peopleMessages.profile.notANumber)
    .nullable(),
});
type AboutValues = z.infer<typeof aboutForm>;

/** Bio (450 characters, with what is left), years of experience and skills, saved together. */
export function AboutForm({ profile, category }: { profile: Profile; category: Category | null }) {
  const update = useUpdateProfile();
  const [skills, setSkills] = useState<ChosenSkill[]>(profile.skills);
  const [skillsError, setSkillsError] = useState<string | undefined>();
  const {
    register,
    control,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting, isValid },
  } = useForm<AboutValues>({
    resolver: zodResolver(aboutForm),
    mode: 'onChange',
    defaultValues: { bio: profile.bio ?? '', years_of_experience: profile.years_of_experience },
  });
  const left = BIO_MAX_LENGTH - (watch('bio') ?? '').length;

  const submit = handleSubmit(async (values) => {
    if (skills.length === 0) {
      setSkillsError(peopleMessages.profile.skillRequired);
      return;
    }
    setSkillsError(undefined);
    const payload = {
      bio: values.bio,
      years_of_experience: values.years_of_experience,
      skills: skills.map((skill) => ({
        ...(skill.id ? { id: skill.id } : { name: skill.name }),
        primary: skill.primary,
        years_of_experience: skill.years_of_experience,
      })),
    };
    try {
      const saved = await update.mutateAsync(payload);
      setSkills(saved.skills);
      notifySuccess();
    } catch (error) {
      const { placed } = applyServerErrors(error, setError, ['bio', 'years_of_experience']);
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      const skillMessage = Object.entries(fields).find(([key]) => key.startsWith('skills'))?.[1]?.[0];
      if (skillMessage) setSkillsError(skillMessage);
      if (!placed.length && !skillMessage) notifyError(error);
    }
  });

  return (
    <Card component="section" aria-labelledby="profile-about-title">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Title order={3} fz="lg" id="profile-about-title">
            About you
          </Title>
          <Textarea
            label="Bio"
            description={`${left} characters left`}
            autosize
            minRows={4}
            maxLength={BIO_MAX_LENGTH}
            error={errors.bio?.message}
            {...register('bio')}
          />
          <Controller
            control={control}
            name="years_of_experience"
            render={({ field }) => (
              <NumberInput
                label="Years of experience"
                w={{ base: '100%', xs: 220 }}
                min={0}
                max={MAX_YEARS_OF_EXPERIENCE}
                allowDecimal={false}
                allowNegative={false}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
                onBlur={field.onBlur}
                error={errors.years_of_experience?.message}
              />
            )}
          />
          <SkillsEditor category={category} value={skills} onChange={setSkills} error={skillsError} />
          <Group justify="flex-end">
            <Button type="submit" disabled={isSubmitting || !isValid}>
              {isSubmitting ? ' Saving...' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
