import { OBJECT_KEY_FIELD, type StoragePolicy } from '@brokerage/contract';

// The pure steps of an upload straight to the object store (apiUpload in client.ts sends them).

// The object's key: the policy's prefix and the file's name, a '/' or '\' (or a control character, which no key may
// hold) in it made '_' so the key is one name in the policy's folder; other characters are kept, so the stored name
// reads as the person's file did. A name that is empty, '.' or '..' (no key segment may be) becomes 'file'.
export function objectKeyOf(keyPrefix: string, fileName: string): string {
  // eslint-disable-next-line no-control-regex
  const name = fileName.replace(/[/\\\u0000-\u001f\u007f]/g, '_');
  return keyPrefix + (name === '' || name === '.' || name === '..' ? 'file' : name);
}

// The form posted to the store: the key, then the policy's fields, then the file, which the store requires last.
export function storeForm(policy: StoragePolicy, key: string, file: File): FormData {
  const form = new FormData();
  form.append('key', key);
  for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
  form.append('file', file);
  return form;
}

// The form sent to the upload endpoint: the caller's fields as they were, the file replaced by the object's key.
export function endpointForm(form: FormData, fileField: string, key: string): FormData {
  const sent = new FormData();
  for (const [name, value] of form.entries()) {
    if (name !== fileField) sent.append(name, value);
  }
  sent.append(OBJECT_KEY_FIELD, key);
  return sent;
}
