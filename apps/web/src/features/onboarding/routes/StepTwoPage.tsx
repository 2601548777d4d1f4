import { isTalentType } from '@kazi/shared/auth/roles';
import type { Profile } from '@kazi/shared/profile/schemas';
import { useUser } from '@/features/auth/api/use-user.ts';
import { useCompany } from '@/features/company/api/company.ts';
import { useProfile } from '@/features/profile-details/api/profile.ts';
import { ClientCompanyStep } from '../components/ClientCompanyStep.tsx';
import { StageGate } from '../components/StageGate.tsx';
import { StepLoader } from '../components/StepLoader.tsx';
import { TalentAddressStep } from '../components/TalentAddressStep.tsx';

function TalentStep() {
  const profile = useProfile();
  return (
    <StepLoader
      pending={profile.isPending}
      error={profile.error}
      onRetry={() => profile.refetch()}
      retrying={profile.isFetching}
    >
      {() => <TalentAddressStep profile={profile.data as Profile} />}
    </StepLoader>
  );
}

function ClientStep() {
  const company = useCompany();
  return (
    <StepLoader
      pending={company.isPending}
      error={company.error}
      onRetry={() => company.refetch()}
      retrying={company.isFetching}
    >
      {() => <ClientCompanyStep company={company.data?.company ?? null} />}
    </StepLoader>
  );
}

/** /onboard/step-two: the address (talents) or the company (clients). */
export function StepTwoPage() {
  const user = useUser();
  return <StageGate stage="two">{isTalentType(user.type) ? <TalentStep /> : <ClientStep />}</StageGate>;
}
