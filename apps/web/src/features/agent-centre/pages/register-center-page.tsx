import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RegisterDownlineRequest, RegisteredDownline } from '@lobby/contracts';
import { BusySubmitButton } from '../../../components/ui/busy-submit-button.tsx';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { appPaths } from '../../../lib/app-paths.ts';
import { placeServerErrors, type FormErrors } from '../../../lib/server-field-errors.ts';
import { agentQueryRoot } from '../api/agent-query-keys.ts';
import { registerDownline } from '../api/register-downline.ts';
import { FormField } from '../components/form-field.tsx';

type FieldName = 'username' | 'password' | 'confirmPassword' | 'nickname';
type Values = Record<FieldName, string> & { accountType: RegisterDownlineRequest['accountType'] };

const emptyValues: Values = {
  username: '',
  password: '',
  confirmPassword: '',
  nickname: '',
  accountType: 'member',
};

/** The checks the form makes before sending; the brand's username and password rules are the server's. */
function checkValues(values: Values): FormErrors<FieldName> {
  const errors: FormErrors<FieldName> = {};
  if (!values.username.trim()) errors.username = { key: 'register.error.required' };
  if (!values.password) errors.password = { key: 'register.error.required' };
  if (!values.confirmPassword) errors.confirmPassword = { key: 'register.error.required' };
  else if (values.confirmPassword !== values.password) {
    errors.confirmPassword = { key: 'register.error.mismatch' };
  }
  return errors;
}

/**
 * registerCenter (§2.6): the agent opens a member or sub-agent account directly under itself.
 * The body is sealed like the login's; the brand's username and password rules are checked by
 * the server and shown on their fields.
 */
export function RegisterCenterPage() {
  const { t } = useTranslation('agents');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(emptyValues);
  const [errors, setErrors] = useState<FormErrors<FieldName>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<RegisteredDownline | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const change = (name: FieldName) => (value: string) => setValues({ ...values, [name]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setFailure(null);
    const found = checkValues(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsSubmitting(true);
    try {
      const nickname = values.nickname.trim();
      const account = await registerDownline({
        username: values.username.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        accountType: values.accountType,
        ...(nickname ? { nickname } : {}),
      });
      setCreated(account);
      setValues(emptyValues);
      void queryClient.invalidateQueries({ queryKey: agentQueryRoot });
    } catch (error) {
      const placed = placeServerErrors(error, {
        names: ['username', 'password', 'confirmPassword', 'nickname'] as const,
        namespace: 'agents',
        codes: { username_taken: 'username' },
      });
      setErrors(placed.errors);
      setFailure(placed.hasUnplaced ? translateApiError(error, t) : null);
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <section className="agent-page" data-testid="agent-page-registerCenter">
      <h2 className="agent-page__title">{t('page.registerCenter')}</h2>
      <p className="agent-page__note">{t('register.intro')}</p>
      {created && (
        <p className="agent-page__success" role="status" data-testid="register-center-done">
          {t('register.done', { username: created.username })}{' '}
          <Link to={`${appPaths.agentHome}/downlines`}>{t('register.toDownlines')}</Link>
        </p>
      )}
      <form className="agent-form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="agent-form__choice">
          <legend>{t('register.accountType')}</legend>
          {(['member', 'agent'] as const).map((type) => (
            <label key={type} className="agent-form__radio">
              <input
                type="radio"
                name="accountType"
                value={type}
                checked={values.accountType === type}
                onChange={() => setValues({ ...values, accountType: type })}
                data-testid={`register-center-type-${type}`}
              />
              {type === 'member' ? t('register.typeMember') : t('register.typeAgent')}
            </label>
          ))}
        </fieldset>
        <FormField
          label={t('register.username')}
          value={values.username}
          onValueChange={change('username')}
          error={errors.username}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          data-testid="register-center-username"
        />
        <FormField
          label={t('register.password')}
          type="password"
          value={values.password}
          onValueChange={change('password')}
          error={errors.password}
          autoComplete="new-password"
          maxLength={128}
          data-testid="register-center-password"
        />
        <FormField
          label={t('register.confirmPassword')}
          type="password"
          value={values.confirmPassword}
          onValueChange={change('confirmPassword')}
          error={errors.confirmPassword}
          autoComplete="new-password"
          maxLength={128}
          data-testid="register-center-confirm"
        />
        <FormField
          label={t('register.nickname')}
          value={values.nickname}
          onValueChange={change('nickname')}
          error={errors.nickname}
          maxLength={32}
          data-testid="register-center-nickname"
        />
        {failure && (
          <p className="agent-form__failure" role="alert" data-testid="register-center-error">
            {failure}
          </p>
        )}
        <BusySubmitButton
          className="ui-button ui-button--primary ui-button--medium"
          isBusy={isSubmitting}
          testId="register-center-submit"
        >
          {t('register.submit')}
        </BusySubmitButton>
      </form>
    </section>
  );
}
