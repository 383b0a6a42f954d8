import { FieldError } from 'react-aria-components/FieldError';
import { Text } from 'react-aria-components/Text';
import { description as descriptionClass, error as errorClass } from './field.css.ts';

interface FieldMessagesProps {
  description?: string | undefined;
  errorMessage?: string | undefined;
}

/**
 * The help text and the error under a field. React Aria links both to the control with
 * aria-describedby; the always-present polite live region announces an error when it appears.
 */
export function FieldMessages({ description, errorMessage }: FieldMessagesProps) {
  return (
    <>
      {description ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      <div aria-live="polite">
        <FieldError className={errorClass}>{errorMessage}</FieldError>
      </div>
    </>
  );
}
