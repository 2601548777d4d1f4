import { isTalentType, type UserType } from '../auth/roles.ts';
import { isEuCountry } from '../reference/countries.ts';

/** What the completeness rules read about a person ("Onboarding"). */
export interface CompletenessInput {
  type: UserType;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  has_id_document: boolean;
  address: AddressFields | null;
  company: (AddressFields & { name: string; vat_number: string | null }) | null;
}

export interface AddressFields {
  street: string | null;
  plot_number: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
}

export const COMPLETENESS_ITEMS = {
  personal_details: 'Add your name and phone number',
  id_document: 'Upload your ID (passport or national ID card)',
  address: 'Add your address',
  company: 'Add your company and its address',
  vat_number: 'Add your VAT number (required in the EU)',
} as const;

export type CompletenessItem = keyof typeof COMPLETENESS_ITEMS;

const filled = (value: string | null | undefined) => Boolean(value?.trim());
const addressComplete = (a: AddressFields | null) =>
  a !== null && [a.street, a.plot_number, a.postal_code, a.city, a.country].every(filled);

/**
 * The checklist behind `can_contribute`: talents need personal details, an ID document and an
 * address; project owners need personal details and a company with its address (VAT in the EU).
 * Staff-side roles are never held back.
 */
export function completenessChecklist(
  person: CompletenessInput,
): { item: CompletenessItem; done: boolean }[] {
  const personal = [person.first_name, person.last_name, person.phone_number].every(filled);
  if (isTalentType(person.type)) {
    return [
      { item: 'personal_details', done: personal },
      { item: 'id_document', done: person.has_id_document },
      { item: 'address', done: addressComplete(person.address) },
    ];
  }
  if (person.type === 2) {
    const company = person.company;
    const items: { item: CompletenessItem; done: boolean }[] = [
      { item: 'personal_details', done: personal },
      { item: 'company', done: company !== null && filled(company.name) && addressComplete(company) },
    ];
    if (company?.country && isEuCountry(company.country)) {
      items.push({ item: 'vat_number', done: filled(company.vat_number) });
    }
    return items;
  }
  return [];
}

export function canContribute(person: CompletenessInput): boolean {
  return completenessChecklist(person).every((entry) => entry.done);
}

/** Onboarding length: 3 steps for talents, 2 for clients. */
export function onboardingSteps(type: UserType): number {
  return isTalentType(type) ? 3 : 2;
}
