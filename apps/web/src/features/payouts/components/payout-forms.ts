import {
  type IbanBody,
  ibanBody,
  type PayoneerBody,
  type PayoneerConnectResult,
  payoneerBody,
  type WiseBody,
  wiseBody,
} from '@kazi/shared/payouts/schemas';
import {
  type IbanConnected,
  useConnectIban,
  useConnectPayoneer,
  useConnectWise,
  type WiseConnected,
} from '../api/payout-methods.ts';
import type { PayoutFormSpec } from './PayoutMethodForm.tsx';

/** IBAN: holder not blank ('Enter a valid name'), a valid IBAN ('Enter a valid IBAN'). */
export const IBAN_FORM: PayoutFormSpec<IbanBody, IbanConnected> = {
  schema: ibanBody,
  empty: { account_holder: '', iban_number: '' },
  fields: [
    { name: 'account_holder', label: 'Account holder name', autoComplete: 'name' },
    {
      name: 'iban_number',
      label: 'IBAN',
      description: 'As on your bank statement, e.g. NL91 ABNA 0417 1643 00',
      autoComplete: 'off',
      code: true,
    },
  ],
  submitLabel: 'Connect IBAN',
  useConnect: useConnectIban,
};

/** Wise: e-mail format, name not blank, a valid IBAN; account type 'Iban'. */
export const WISE_FORM: PayoutFormSpec<WiseBody, WiseConnected> = {
  schema: wiseBody,
  empty: { email: '', account_name: '', iban: '', account_type: 'Iban' },
  fixed: { account_type: 'Iban' },
  fields: [
    { name: 'email', label: 'Wise email address', type: 'email', autoComplete: 'email' },
    { name: 'account_name', label: 'Account holder name', autoComplete: 'name' },
    {
      name: 'iban',
      label: 'IBAN',
      description: 'The IBAN of your Wise account',
      autoComplete: 'off',
      code: true,
    },
  ],
  submitLabel: 'Connect Wise',
  useConnect: useConnectWise,
};

/** Payoneer: names not blank, e-mail format; sends next_url back to this page. */
export const PAYONEER_FORM: PayoutFormSpec<PayoneerBody, PayoneerConnectResult> = {
  schema: payoneerBody,
  empty: { first_name: '', last_name: '', payoneer_email: '' },
  fields: [
    { name: 'first_name', label: 'First name', autoComplete: 'given-name' },
    { name: 'last_name', label: 'Last name', autoComplete: 'family-name' },
    { name: 'payoneer_email', label: 'Payoneer email address', type: 'email', autoComplete: 'email' },
  ],
  submitLabel: 'Connect Payoneer',
  useConnect: useConnectPayoneer,
  toBody: (values) => ({ ...values, next_url: `${window.location.origin}/settings/payment` }),
};
