import { useMutation } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { showError } from '../../api/bridge';
import { fieldErrorsOf, isStale } from './serverErrors';

type Options<V, R> = {
  save: (values: V) => Promise<R>;
  onSaved?: (result: R, values: V) => unknown;
  // Reloads the record after someone else's change (602144), so the form shows their version.
  reload?: () => unknown;
  // What to say then, in the record's own words; the common text otherwise.
  staleText?: string;
  // A server field name that differs from the form's (the API's price in yuan, the form's in 万).
  fieldNames?: Record<string, string>;
};

// Saves a form: the server's field errors (400001) go on their fields; a record someone else changed meanwhile
// (602144) is reloaded and the person told so in their words; every other refusal the API client has shown already.
export function useFormSubmit<V, R = unknown>(form: FormInstance<V>, { save, onSaved, reload, staleText, fieldNames = {} }: Options<V, R>) {
  const { t } = useTranslation();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (result, values) => onSaved?.(result, values),
    onError: (error) => {
      const fields = fieldErrorsOf(error).map(({ name, errors }) => {
        const [first, ...rest] = name;
        return { name: [fieldNames[String(first)] ?? first, ...rest], errors };
      });
      if (fields.length > 0) form.setFields(fields as Parameters<FormInstance<V>['setFields']>[0]);
      if (isStale(error)) {
        showError(staleText ?? t('shell.form.stale'), 6);
        void reload?.();
      }
    },
  });
  return { submit: (values: V) => mutation.mutate(values), saving: mutation.isPending, mutation };
}
