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
// - StaffPicker: people searched on the server, one or several, as ids or with their names (labelInValue), leaving out
//   `exclude`, of one `status` and store; another look-up through `source`. Every staff choice of the app is this one.
// - TeamPicker: a team from the department tree, only the chosen store's when the form or filter has a store, clearing
//   a team of another store when the store changes.
// - fieldErrorsOf(error), isStale(error), fieldConstraints(schema): the pure parts, for forms with their own frame.
export { FormDialog, FormDrawer } from './FormDrawer';
export { IMAGE_TYPES, ImageUpload } from './ImageUpload';
export { StaffPicker, type StaffPickerProps, type StaffSource } from './StaffPicker';
export { staffLabel, type PickedStaff, type StaffFound } from './staffOptions';
export { TeamPicker } from './TeamPicker';
export { teamInStore, teamOptions } from './teamOptions';
export { constraintOf, fieldConstraints, maxLengthOf, type FieldConstraint } from './schemaRules';
export { fieldErrorsOf, isStale, type FieldError } from './serverErrors';
export { useFormSubmit } from './useFormSubmit';
export { useSchemaRules, type RuleMessages } from './useSchemaRules';
