// The form block: every record form (in a drawer or a dialog) is built from these parts, the same way.
//
//   const [form] = Form.useForm<Values>();
//   const rules = useSchemaRules(staffAdd.input, { mobile: { pattern: t('member.staff.rules.mobile') } });
//   const { submit, saving } = useFormSubmit(form, { save: (v) => api(staffAdd, toInput(v)), onSaved: onClose,
//     reload: () => detail.refetch() });
//   <FormDrawer open title form={form} onFinish={submit} saving={saving} onClose={onClose} okTestId="staff-form-submit">
//     <Form.Item name="mobile" label={…} rules={rules('mobile')}><Input /></Form.Item>
//   </FormDrawer>
//
// - useSchemaRules(schema, messages?): `rules(name, extra?)` reads what the contract's zod schema asks of the field
//   (required, text length, number range, whole number, pattern) as antd rules, in the interface language; a field's
//   own words per rule ('required' | 'pattern' | 'length' | 'range') through `messages`.
// - useFormSubmit(form, { save, onSaved, reload, staleText, fieldNames }): saves; the server's field errors (400001,
//   data.fields) are shown on their fields; 602144 (someone else changed the record) reloads it through `reload` and
//   says so (`staleText` in the record's words, or the common text).
// - FormDrawer / FormDialog: the form in a drawer or a dialog, with cancel and save; `loading` while the record loads.
// - ImageUpload: an image upload button (type and size refused before the upload, a spinner while files go up).
// - fieldErrorsOf(error), isStale(error), fieldConstraints(schema): the pure parts, for forms with their own frame.
export { FormDialog, FormDrawer } from './FormDrawer';
export { IMAGE_TYPES, ImageUpload } from './ImageUpload';
export { constraintOf, fieldConstraints, maxLengthOf, type FieldConstraint } from './schemaRules';
export { fieldErrorsOf, isStale, type FieldError } from './serverErrors';
export { useFormSubmit } from './useFormSubmit';
export { useSchemaRules, type RuleMessages } from './useSchemaRules';
