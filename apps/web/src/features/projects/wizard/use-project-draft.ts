import type { ProjectKind } from '@kazi/shared/projects/create-schemas';
import { useCallback, useEffect, useState } from 'react';
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

/**
 * A wizard's work in progress, kept in this browser per wizard and per user so that a reload
 * (or coming back later) continues where one left off. Files cannot be kept: they must be chosen
 * again. `discard` and a successful create clear it.
 */
export function useProjectDraft(kind: ProjectKind) {
  const user = useUser();
  const key = keyFor(kind, user.id);
  const [restored] = useState(() => read(key));
  const [draft, setDraft] = useState<ProjectDraft>(() => restored ?? EMPTY_DRAFT);

  useEffect(() => {
    try {
      if (isDraftEmpty(draft)) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, serializeDraft(draft));
    } catch {
      // Storage full or disabled: the wizard still works, it just forgets on reload.
    }
  }, [draft, key]);

  const update = useCallback(
    (patch: Partial<ProjectDraft>) => setDraft((current) => ({ ...current, ...patch })),
    [],
  );
  const discard = useCallback(() => {
    setDraft(EMPTY_DRAFT);
    try {
      window.localStorage.removeItem(key);
    } catch {
      // nothing kept
    }
  }, [key]);

  return { draft, update, discard, wasRestored: Boolean(restored && !isDraftEmpty(restored)) };
}
