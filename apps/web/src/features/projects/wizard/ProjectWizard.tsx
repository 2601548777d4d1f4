import { can } from '@kazi/shared/auth/permissions';
import { projectsMessages } from '@kazi/shared/messages/projects';
import type { ProjectKind } from '@kazi/shared/projects/create-schemas';
import { canCreateProject } from '@kazi/shared/projects/policy';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { AccessDenied } from '@/components/ui/AccessDenied.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { ApiError } from '@/lib/api/errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { paths } from '@/lib/paths.ts';
import { useCreateProject } from '../api/create.ts';
import { DetailsFields } from './DetailsFields.tsx';
import { DocumentsFields } from './DocumentsFields.tsx';
import { draftErrors, draftToRequest, firstIncompleteStep, stepErrors, WIZARD_STEPS } from './draft.ts';
import { PaymentFields } from './PaymentFields.tsx';
import { sendsTeam, TeamFields } from './TeamFields.tsx';
import { useProjectDraft } from './use-project-draft.ts';
import { WizardFrame } from './WizardFrame.tsx';

const TITLES: Record<ProjectKind, string> = {
  dedicated: 'New dedicated developers project',
  managed: 'New managed project',
  opportunity: 'New opportunity',
};
const BASES: Record<ProjectKind, string> = {
  dedicated: '/projects/new/dedicated',
  managed: '/projects/new/managed',
  opportunity: '/projects/new/opportunity',
};

const flatten = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([key, messages]) => [key, messages[0] ?? '']));

/**
 * A creation wizard: dedicated (details, documentation, team), managed
 * (details, payment, documentation) or opportunity (one step). The draft survives a reload;
 * each step checks its fields with the shared schema before Next; Create sends everything and
 * opens the new project.
 */
export function ProjectWizard({ kind }: { kind: ProjectKind }) {
  const user = useUser();
  const navigate = useNavigate();
  const { step: stepParam } = useParams();
  const steps = WIZARD_STEPS[kind];
  const index = kind === 'opportunity' ? 0 : steps.findIndex((s) => s.path === stepParam);
  const { draft, update, discard, wasRestored } = useProjectDraft(kind);
  const [attempted, setAttempted] = useState<Record<string, boolean>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateProject();

  if (!canCreateProject(user, kind)) return <AccessDenied />;
  const step = steps[index];
  if (!step) return <Navigate to={`${BASES[kind]}/${steps[0]?.path}`} replace />;
  const allowed = firstIncompleteStep(draft, kind, index);
  if (allowed !== index && create.isIdle)
    return <Navigate to={`${BASES[kind]}/${steps[allowed]?.path}`} replace />;

  const last = index === steps.length - 1;
  const ownErrors = stepErrors(draft, kind, step);
  const shown = {
    ...(attempted[step.path] || kind === 'opportunity' ? ownErrors : {}),
    ...flatten(serverErrors),
  };
  if (kind === 'opportunity' && !attempted[step.path]) {
    // The opportunity form keeps Create disabled until it is complete; show only what is wrong
    // in fields already filled in (an invalid e-mail), not every empty one.
    for (const key of Object.keys(shown)) {
      const value = (draft as unknown as Record<string, unknown>)[key];
      if ((value === '' || value === undefined) && !serverErrors[key]) delete shown[key];
    }
  }
  const goTo = (i: number) => navigate(`${BASES[kind]}/${steps[i]?.path}`);
  const change: typeof update = (patch) => {
    setServerErrors({});
    setFormError(null);
    update(patch);
  };

  const submitAll = () => {
    const withTeam = kind === 'dedicated' && sendsTeam(user);
    create.mutate(draftToRequest(draft, kind, withTeam), {
      onSuccess: (project) => {
        discard();
        notifySuccess(
          kind === 'opportunity'
            ? projectsMessages.projects.opportunityCreated
            : projectsMessages.projects.created,
        );
        navigate(paths.project(project.id));
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fieldErrors : {};
        const keys = Object.keys(fields);
        if (!keys.length) {
          setFormError(error.message);
          return;
        }
        setServerErrors(fields);
        if (keys.some((key) => key.startsWith('participation')))
          setFormError(projectsMessages.team.detailsRequired);
        const target = steps.findIndex(
          (s) =>
            keys.some((key) => s.fields.includes(key.split('.')[0] as string)) ||
            (s.documents && keys.some((key) => key.startsWith('documents'))),
        );
        if (target >= 0 && target !== index) goTo(target);
      },
    });
  };

  const next = () => {
    setAttempted((current) => ({ ...current, [step.path]: true }));
    if (Object.keys(ownErrors).length) return;
    if (last) submitAll();
    else goTo(index + 1);
  };

  const opportunityIncomplete = kind === 'opportunity' && Object.keys(draftErrors(draft, kind)).length > 0;

  return (
    <WizardFrame
      title={TITLES[kind]}
      step={index + 1}
      total={steps.length}
      stepLabel={step.label}
      onPrevious={index > 0 ? () => goTo(index - 1) : undefined}
      onSubmit={next}
      submitLabel={
        last
          ? kind === 'opportunity'
            ? projectsMessages.projects.createOpportunity
            : projectsMessages.projects.create
          : projectsMessages.projects.nextStep
      }
      submitting={create.isPending}
      submitDisabled={opportunityIncomplete}
      restored={wasRestored}
      onDiscard={() => {
        discard();
        setAttempted({});
        if (index > 0) goTo(0);
      }}
      error={formError}
    >
      {step.path === 'details' || kind === 'opportunity' ? (
        <DetailsFields draft={draft} update={change} errors={shown} kind={kind} />
      ) : null}
      {step.path === 'payment' || (kind === 'dedicated' && step.path === 'documentation') ? (
        <PaymentFields draft={draft} update={change} errors={shown} withStructure={kind === 'managed'} />
      ) : null}
      {step.documents ? (
        <DocumentsFields
          documents={draft.documents}
          onChange={(documents) => change({ documents })}
          errors={shown}
          allTypes={can(user, 'project.manage_documents')}
        />
      ) : null}
      {step.path === 'team' ? (
        <TeamFields
          team={draft.team}
          onChange={(team) => change({ team })}
          currency={draft.currency}
          errors={serverErrors}
        />
      ) : null}
    </WizardFrame>
  );
}
