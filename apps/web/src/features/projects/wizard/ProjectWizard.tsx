import { can } from '@kazi/shared/auth/permissions';
import { projectsMessages } from '@kazi/shared/messages/projects';
import type { ProjectKind } from '@kazi/shared/projects/create-schemas';
import { canCreateProject } from '@kazi/shared/projects/policy';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { AccessDenied } from '@/components/ui/AccessDenied.tsx';
import { useUser } from '@/features/auth/api/use-user.ts';
import { ApiError, errorMessage } from '@/lib/api/errors.ts';
import { issuesResolver } from '@/lib/forms/issues-resolver.ts';
import { applyServerErrors, serverAlert } from '@/lib/forms/server-errors.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { paths } from '@/lib/paths.ts';
import { useCreateProject } from '../api/create.ts';
import { DetailsFields } from './DetailsFields.tsx';
import { DocumentsFields } from './DocumentsFields.tsx';
import {
  draftErrors,
  draftFormPath,
  draftToRequest,
  firstIncompleteStep,
  type ProjectDraft,
  stepIssues,
  WIZARD_STEPS,
} from './draft.ts';
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

/**
 * A creation wizard: dedicated (details, documentation, team), managed
 * (details, payment, documentation) or opportunity (one step). One react-hook-form form holds the
 * draft, which survives a reload; each step checks its fields with the shared schema before Next;
 * Create sends everything and opens the new project.
 */
export function ProjectWizard({ kind }: { kind: ProjectKind }) {
  const user = useUser();
  const navigate = useNavigate();
  const { step: stepParam } = useParams();
  const steps = WIZARD_STEPS[kind];
  const index = kind === 'opportunity' ? 0 : steps.findIndex((s) => s.path === stepParam);
  const step = steps[index];
  const checked = useRef(step);
  checked.current = step;
  const { form, discard, wasRestored } = useProjectDraft(
    kind,
    issuesResolver((values) => (checked.current ? stepIssues(values, kind, checked.current) : {})),
  );
  const draft = useWatch({ control: form.control }) as ProjectDraft;
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => {
    const subscription = form.watch(() => setFormError(null));
    return () => subscription.unsubscribe();
  }, [form]);
  const create = useCreateProject();

  if (!canCreateProject(user, kind)) return <AccessDenied />;
  if (!step) return <Navigate to={`${BASES[kind]}/${steps[0]?.path}`} replace />;
  const allowed = firstIncompleteStep(draft, kind, index);
  if (allowed !== index && create.isIdle)
    return <Navigate to={`${BASES[kind]}/${steps[allowed]?.path}`} replace />;

  const last = index === steps.length - 1;
  const goTo = (i: number) => navigate(`${BASES[kind]}/${steps[i]?.path}`);

  const submitAll = (values: ProjectDraft) => {
    const withTeam = kind === 'dedicated' && sendsTeam(user);
    create.mutate(draftToRequest(values, kind, withTeam), {
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
        const keys = error instanceof ApiError ? Object.keys(error.fieldErrors) : [];
        if (!keys.length) {
          setFormError(errorMessage(error));
          return;
        }
        const { rest } = applyServerErrors(error, form.setError, draftFormPath);
        setFormError(
          keys.some((key) => key.startsWith('participation'))
            ? projectsMessages.team.detailsRequired
            : serverAlert(error, rest),
        );
        const target = steps.findIndex(
          (s) =>
            keys.some((key) => s.fields.includes(key.split('.')[0] as string)) ||
            (s.documents && keys.some((key) => key.startsWith('documents'))),
        );
        if (target >= 0 && target !== index) goTo(target);
      },
    });
  };

  const next = form.handleSubmit((values) => (last ? submitAll(values) : goTo(index + 1)));
  const opportunityIncomplete = kind === 'opportunity' && Object.keys(draftErrors(draft, kind)).length > 0;

  return (
    <FormProvider {...form}>
      <WizardFrame
        title={TITLES[kind]}
        step={index + 1}
        total={steps.length}
        stepLabel={step.label}
        onPrevious={index > 0 ? () => goTo(index - 1) : undefined}
        onSubmit={() => void next()}
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
          if (index > 0) goTo(0);
        }}
        error={formError}
      >
        {step.path === 'details' || kind === 'opportunity' ? <DetailsFields kind={kind} /> : null}
        {step.path === 'payment' || (kind === 'dedicated' && step.path === 'documentation') ? (
          <PaymentFields withStructure={kind === 'managed'} />
        ) : null}
        {step.documents ? <DocumentsFields allTypes={can(user, 'project.manage_documents')} /> : null}
        {step.path === 'team' ? <TeamFields currency={draft.currency} /> : null}
      </WizardFrame>
    </FormProvider>
  );
}
