import { RATING_FACES } from '@kazi/shared/reports/rules';
import { Text } from '@mantine/core';
import { IconMoodAngry, IconMoodEmpty, IconMoodHappy, IconMoodSad, IconMoodSmile } from '@tabler/icons-react';
import { useId } from 'react';
import classes from './RatingFaces.module.css';

const ICONS = [IconMoodAngry, IconMoodSad, IconMoodEmpty, IconMoodSmile, IconMoodHappy] as const;

interface RatingFacesProps {
  /** The question, read as the group's name. */
  label: string;
  value: number | null;
  onChange?: (value: number) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
}

/**
 * The five faces, 1 (angry) to 5 (beaming): a group of radio buttons, each named by its face, so
 * arrow keys move between them and a screen reader reads 'Happy, 4 of 5'. The legend's '*' is
 * hidden from screen readers; a required group's radios say it instead (`required`, which
 * browsers expose as aria-required). The forms check the answers themselves (`noValidate`).
 */
export function RatingFaces({ label, value, onChange, error, required, disabled, name }: RatingFacesProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={classes.group}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className={classes.legend}>
        {label}
        {required ? (
          <span className={classes.required} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </legend>
      <div className={classes.faces}>
        {RATING_FACES.map((face, index) => {
          const Icon = ICONS[index] ?? IconMoodEmpty;
          const inputId = `${id}-${face.value}`;
          return (
            <span key={face.value}>
              <input
                className={classes.input}
                type="radio"
                id={inputId}
                name={name ?? id}
                value={face.value}
                checked={value === face.value}
                onChange={() => onChange?.(face.value)}
                required={required}
              />
              <label className={classes.face} htmlFor={inputId}>
                <Icon size={26} stroke={1.6} aria-hidden="true" />
                {face.label}
              </label>
            </span>
          );
        })}
      </div>
      {error ? (
        <Text id={errorId} c="var(--kazi-text-danger)" size="sm" mt={4}>
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}
