import { OBJECT_KEY_FIELD, type StoragePolicy } from '@brokerage/contract';

// The pure steps of an upload straight to the object store (apiUpload in client.ts sends them).

// The object's key: the policy's prefix and the file's name, a '/' or '\' (or a control character, which no key may
// hold) in it made '_' so the key is one name in the policy's folder; other characters are kept, so the stored name
// reads as the person's file did. A name that is empty, '.' or '..' (no key segment may be) becomes 'file'; a name that
// would make the key longer than the store takes is shortened.
export function objectKeyOf(keyPrefix: string, fileName: string): string {
  // eslint-disable-next-line no-control-regex
  const name = fileName.replace(/[/\\\u0000-\u001f\u007f]/g, '_');
  return keyPrefix + shortened(name === '' || name === '.' || name === '..' ? 'file' : name, KEY_MAX_BYTES - bytesOf(keyPrefix));
}

// The store takes keys of at most this many bytes of UTF-8.
const KEY_MAX_BYTES = 1023;

const bytesOf = (text: string) => new TextEncoder().encode(text).length;

// A name within `max` bytes: a longer one loses the end of its stem, keeping its extension (the endpoints keep only the
// last part of a long name anyway).
function shortened(name: string, max: number): string {
  if (bytesOf(name) <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  const stem = [...name.slice(0, name.length - extension.length)];
  while (stem.length > 1 && bytesOf(stem.join('') + extension) > max) stem.pop();
  return stem.join('') + extension;
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
