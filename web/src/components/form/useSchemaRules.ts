import { useMemo } from 'react';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldConstraints, type FieldConstraint } from './schemaRules';

// A field's own words for a rule the schema sets ("A mainland mobile number of 11 digits" for the mobile's pattern).
export type RuleMessages = Partial<Record<'required' | 'pattern' | 'length' | 'range', string>>;

function number(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

// The contract schema's rules as antd form rules: `rules('mobile')` is what the schema asks of the field, with
// messages in the interface language (or the field's own from `messages`), `extra` rules after them.
export function useSchemaRules(schema: z.ZodType, messages: Record<string, RuleMessages> = {}) {
  const { t } = useTranslation();
  const constraints = useMemo(() => fieldConstraints(schema), [schema]);
  const toRules = (name: string, c: FieldConstraint): Rule[] => {
    const own = messages[name] ?? {};
    const rules: Rule[] = [];
    if (c.required) rules.push({ required: true, whitespace: c.kind === 'string', message: own.required ?? t('common.required') });
    if (c.minLength !== undefined) rules.push({ min: c.minLength, message: own.length ?? t('shell.form.tooShort', { min: c.minLength }) });
    if (c.maxLength !== undefined) rules.push({ max: c.maxLength, message: own.length ?? t('common.tooLong', { max: c.maxLength }) });
    for (const pattern of c.patterns) rules.push({ pattern, message: own.pattern ?? t('shell.form.pattern') });
    if (c.kind === 'number') {
      rules.push({
        validator: async (_, raw: unknown) => {
          const value = number(raw);
          if (value === null) return;
          if (c.integer && !Number.isInteger(value)) throw new Error(own.range ?? t('shell.form.integer'));
          const { min, max } = c;
          if (min && (min.exclusive ? value <= min.value : value < min.value)) {
            throw new Error(own.range ?? t('shell.form.atLeast', { min: min.exclusive && c.integer ? min.value + 1 : min.value }));
          }
          if (max && (max.exclusive ? value >= max.value : value > max.value)) {
            throw new Error(own.range ?? t('shell.form.atMost', { max: max.exclusive && c.integer ? max.value - 1 : max.value }));
          }
        },
      });
    }
    return rules;
  };
  return (name: string, extra: Rule[] = []): Rule[] => {
    const c = constraints[name];
    return [...(c ? toRules(name, c) : []), ...extra];
  };
}
