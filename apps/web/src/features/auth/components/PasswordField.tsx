import { peopleMessages } from '@kazi/shared/messages/people';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';

interface PasswordFieldProps extends Omit<PasswordInputProps, 'error'> {
  error?: string | undefined;
  /** Shows the password rules under the field (new passwords). */
  withRules?: boolean;
}

/**
 * A password with a show/hide toggle instead of a confirmation field. Mantine's PasswordInput
 * does not set aria-invalid itself, so it is set here.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { error, withRules = false, ...props },
  ref,
) {
  return (
    <PasswordInput
      ref={ref}
      error={error}
      aria-invalid={Boolean(error)}
      description={withRules ? peopleMessages.passwords.hint : undefined}
      {...props}
    />
  );
});
