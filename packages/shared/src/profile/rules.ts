import { USER_TYPES, type UserType } from '../auth/roles.ts';
import { peopleMessages } from '../messages/people.ts';

/** The address fields of a profile (and of a company's address). */
export const ADDRESS_FIELDS = ['street', 'plot_number', 'postal_code', 'city', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export const ADDRESS_REQUIRED_MESSAGES: Record<AddressField, string> = {
  street: peopleMessages.profile.streetRequired,
  plot_number: peopleMessages.profile.plotNumberRequired,
  postal_code: peopleMessages.profile.postalCodeRequired,
  city: peopleMessages.profile.cityRequired,
  country: peopleMessages.profile.countryRequired,
};

/**
 * Personal details: street, plot number, postal code, city and country are required,
 * except for project owners, who skip the address and ID sections (their address is the
 * company's).
 */
export function personalAddressRequired(type: UserType): boolean {
  return type !== USER_TYPES.project_owner;
}

/** Project owners see neither the address nor the ID document section. */
export function showsIdDocument(type: UserType): boolean {
  return type !== USER_TYPES.project_owner;
}
