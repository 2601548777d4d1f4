import type { UserType } from '@kazi/shared/auth/roles';
import { type AddressFields, type CompletenessInput, canContribute } from '@kazi/shared/people/completeness';
import type { Db } from '../../db/client.ts';
import { findUserDetails, setCanContribute, type UserDetails } from './repository.ts';

interface AddressRow {
  street: string | null;
  plotNumber: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
}

const addressOf = (row: AddressRow | null): AddressFields | null =>
  row && {
    street: row.street,
    plot_number: row.plotNumber,
    postal_code: row.postalCode,
    city: row.city,
    country: row.country,
  };

export function completenessInput({ user, profile, company }: UserDetails): CompletenessInput {
  return {
    type: user.type as UserType,
    first_name: user.firstName,
    last_name: user.lastName,
    phone_number: profile?.phoneNumber ?? null,
    has_id_document: Boolean(profile?.idDocumentFileId),
    address: addressOf(profile),
    company: company && {
      ...(addressOf(company) as AddressFields),
      name: company.name,
      vat_number: company.vatNumber,
    },
  };
}

/**
 * `users.can_contribute` is stored so list queries can filter on it; this is the one writer.
 * Call it after anything the completeness rules read has changed. Someone who finished onboarding
 * but no longer meets the rules goes through it again from step one (the guard sends them to
 * /onboard, and a `finish` stage would send them straight back to the dashboard).
 */
export async function syncCanContribute(db: Db, userId: number): Promise<boolean> {
  const details = await findUserDetails(db, userId);
  if (!details) return false;
  const value = canContribute(completenessInput(details));
  const restart = !value && details.user.onboardingStage === 'finish';
  if (value !== details.user.canContribute || restart) {
    await setCanContribute(db, userId, value, restart);
  }
  return value;
}
