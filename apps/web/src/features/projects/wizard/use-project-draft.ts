import type { ProjectKind } from '@kazi/shared/projects/create-schemas';
import { useCallback, useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useUser } from '@/features/auth/api/use-user.ts';
import { EMPTY_DRAFT, isDraftEmpty, type ProjectDraft, parseDraft, serializeDraft } from './draft.ts';

const keyFor = (kind: ProjectKind, userId: number) => `kazi:project-draft:${kind}:${userId}`;

function read(key: string): ProjectDraft | null {
  try {
    return parseDraft(window.localStorage.getItem(key));
  } catch {
    return null;
  }
}

function keep(key: string, draft: ProjectDraft): void {
  try {
    if (isDraftEmpty(draft)) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, serializeDraft(draft));
  } catch {
    // Storage full or disabled: the wizard still works, it just forgets on reload.
  }
}

/**
 * A wizard's form, whose work in progress is kept in this browser per wizard and per user so that
 * a reload (or coming back later) continues where one left off. Files cannot be kept: they must be
 * chosen again. `discard` and a successful create clear it.
 */
export function useProjectDraft(kind: ProjectKind, resolver: Resolver<ProjectDraft>) {
  const user = useUser();
  const key = keyFor(kind, user.id);
  const [restored] = useState(() => read(key));
  const form = useForm<ProjectDraft>({
    defaultValues: restored ?? EMPTY_DRAFT,
    resolver,
    // The one-step opportunity form shows a wrong value as it is typed (Create waits for all).
    mode: kind === 'opportunity' ? 'onChange' : 'onSubmit',
  });

  useEffect(() => {
    const subscription = form.watch(() => keep(key, form.getValues()));
    return () => subscription.unsubscribe();
  }, [form, key]);

  const discard = useCallback(() => {
    form.reset(EMPTY_DRAFT);
    try {
      window.localStorage.removeItem(key);
    } catch {
      // nothing kept
    }
  }, [form, key]);

  return { form, discard, wasRestored: Boolean(restored && !isDraftEmpty(restored)) };
}
