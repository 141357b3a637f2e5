import { useState, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  placeServerErrors,
  type FieldMessage,
  type FormErrors,
  type ServerFieldMapping,
} from './server-field-errors.ts';

/** What a form's field component takes: its value, its change, its message. */
export interface SchemaFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  error?: FieldMessage;
}

/**
 * A form on react-hook-form, checked by a zod schema whose messages are text keys, with the
 * server's refusals placed on the same fields (lib/server-field-errors.ts). The forms check
 * on submit only, and typing in a field takes its message away (what members are used to);
 * `onEdit` runs on every change (a form hides its "saved" line then).
 */
export function useSchemaForm<Values extends FieldValues>(options: {
  /** The rules; its output (trimmed, normalised) is what `onSubmit` sends. */
  schema: z.ZodType<Values, Values>;
  defaultValues: Values;
  /**
   * The form's words for a field's broken rule, when the schema has none of its own (a
   * contract's request schema says what is allowed, the form says it to the member).
   */
  messages?: Partial<Record<Path<Values>, string>>;
  onEdit?: () => void;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(options.schema, {
      // a rule without words of its own or the form's says "invalid"
      error: (issue) =>
        options.messages?.[issue.path?.join('.') as Path<Values>] ?? 'errors:err_validation_failed',
    }),
    defaultValues: options.defaultValues as DefaultValues<Values>,
    reValidateMode: 'onSubmit',
  });
  const [serverErrors, setServerErrors] = useState<FormErrors<Path<Values>>>({});
  const values = form.watch();

  /** The message under `name`: the server's refusal, else the schema's rule. */
  const messageOf = (name: Path<Values>): FieldMessage | undefined => {
    const server = serverErrors[name];
    if (server) return server;
    const key = form.getFieldState(name, form.formState).error?.message;
    return key ? { key } : undefined;
  };

  return {
    form,
    values,
    messageOf,
    /** Props of a controlled field component bound to `name`. */
    field(name: Path<Values>): SchemaFieldProps {
      return {
        value: values[name] as string,
        onValueChange: (value) => {
          form.setValue(name, value as PathValue<Values, Path<Values>>);
          form.clearErrors(name);
          setServerErrors((current) => ({ ...current, [name]: undefined }));
          options.onEdit?.();
        },
        error: messageOf(name),
      };
    },
    /** Places a failed call's refusal on the fields; true when some of it fits no field. */
    placeServerError(error: unknown, mapping: ServerFieldMapping<Path<Values>>): boolean {
      const placed = placeServerErrors(error, mapping);
      setServerErrors(placed.errors);
      return placed.hasUnplaced;
    },
    /**
     * The form's submit handler: checks with the schema, then runs `send` with the values;
     * one submission at a time, and the last one's refusals go first.
     */
    onSubmit(send: (values: Values) => Promise<void>) {
      return (event: FormEvent) => {
        if (form.formState.isSubmitting) {
          event.preventDefault();
          return;
        }
        setServerErrors({});
        void form.handleSubmit(send)(event);
      };
    },
    /** Back to the default values, no messages (after a success). */
    reset() {
      form.reset(options.defaultValues);
      setServerErrors({});
    },
  };
}
