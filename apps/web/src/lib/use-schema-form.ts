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

type MessageValues = Record<string, string | number>;

/** What a form's field component takes: its value, its change, its message. */
export interface SchemaFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  error?: FieldMessage;
}

export interface SchemaFormOptions<Input extends FieldValues, Output> {
  /** The rules, messages as text keys; its output (trimmed, parsed) is what `onSubmit` gets. */
  schema: z.ZodType<Output, Input>;
  defaultValues: Input;
  /**
   * The form's words for a field's broken rule, when the schema has none of its own (a
   * contract's request schema says what is allowed, the form says it to the member).
   */
  messages?: Partial<Record<Path<Input>, string>>;
  /** Values the rules' messages show ({{min}}, {{balance}}…), by field. */
  messageValues?: Partial<Record<Path<Input>, MessageValues>>;
  /** Runs on every change by the member (a form hides its "saved" line then). */
  onEdit?: (name: Path<Input>) => void;
}

/**
 * A form on react-hook-form, checked by a zod schema whose messages are text keys, with the
 * server's refusals placed on the same fields (lib/server-field-errors.ts). The forms check
 * on submit only, and typing in a field takes its message away (what members are used to).
 * Fields are controlled: `field(name)` gives a field component its value, change and message.
 */
export function useSchemaForm<Input extends FieldValues, Output = Input>(
  options: SchemaFormOptions<Input, Output>,
) {
  // a rule without words of its own or the form's says "invalid"
  const wordsOf = (issue: { path?: PropertyKey[] }) =>
    options.messages?.[issue.path?.join('.') as Path<Input>] ?? 'errors:err_validation_failed';
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(options.schema, { error: wordsOf }),
    defaultValues: options.defaultValues as DefaultValues<Input>,
    reValidateMode: 'onSubmit',
  });
  const [serverErrors, setServerErrors] = useState<FormErrors<Path<Input>>>({});
  const values = form.watch();

  /** The message under `name`: the server's refusal, else the schema's rule. */
  const messageOf = (name: Path<Input>): FieldMessage | undefined => {
    const server = serverErrors[name];
    if (server) return server;
    const key = form.getFieldState(name, form.formState).error?.message;
    return key ? { key, values: options.messageValues?.[name] } : undefined;
  };

  /** Takes a field's message away (its rule's or the server's). */
  const clearMessage = (name: Path<Input>) => {
    form.clearErrors(name);
    setServerErrors((current) => ({ ...current, [name]: undefined }));
  };

  /** Sets a field as the member would (typed, picked, chosen a file): its message goes. */
  const edit = <Name extends Path<Input>>(name: Name, value: PathValue<Input, Name>) => {
    form.setValue(name, value);
    clearMessage(name);
    options.onEdit?.(name);
  };

  return {
    form,
    values,
    messageOf,
    edit,
    clearMessage,
    isSubmitting: form.formState.isSubmitting,
    /** Props of a controlled field component bound to `name`. */
    field(name: Path<Input>): SchemaFieldProps {
      return {
        value: values[name] as string,
        onValueChange: (value) => edit(name, value as PathValue<Input, Path<Input>>),
        error: messageOf(name),
      };
    },
    /**
     * The form's submit handler: `onStart` (clear the last outcome), the schema's check,
     * then `send` with its output; one submission at a time, the last refusals gone first.
     */
    onSubmit(send: (values: Output) => Promise<void>, onStart?: () => void) {
      return (event: FormEvent) => {
        event.preventDefault();
        if (form.formState.isSubmitting) return;
        setServerErrors({});
        onStart?.();
        // the check runs at once, so its messages show with the click (handleSubmit's own
        // check is a promise): the first broken rule of each field
        const checked = options.schema.safeParse(form.getValues(), { error: wordsOf });
        if (!checked.success) {
          form.clearErrors();
          for (const issue of checked.error.issues) {
            const name = issue.path.join('.') as Path<Input>;
            if (!form.getFieldState(name).error) {
              form.setError(name, { type: issue.code, message: issue.message });
            }
          }
          return;
        }
        void form.handleSubmit(send)(event);
      };
    },
    /** Places a failed call's refusal on the fields; true when some of it fits no field. */
    placeServerError(error: unknown, mapping: ServerFieldMapping<Path<Input>>): boolean {
      const placed = placeServerErrors(error, mapping);
      setServerErrors(placed.errors);
      return placed.hasUnplaced;
    },
    /** Back to the default values (or `next`), no messages: after a success. */
    reset(next: Input = options.defaultValues) {
      form.reset(next);
      setServerErrors({});
    },
  };
}

/** What useSchemaForm gives a form (for a hook that hands a form to its components). */
export type SchemaForm<Input extends FieldValues, Output = Input> = ReturnType<
  typeof useSchemaForm<Input, Output>
>;
