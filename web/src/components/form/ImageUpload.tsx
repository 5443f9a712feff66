import { useState, type ReactNode } from 'react';
import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { showError, showSuccess } from '../../api/bridge';

// The image types every upload takes (the server checks the content itself).
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

type Props<T> = {
  // Sends one file; a refusal has already been shown by the client in the server's words.
  upload: (file: File) => Promise<T>;
  onUploaded?: (result: T) => void;
  // Said once a file is up.
  done?: string;
  // Refused here first to spare the upload: a file over maxBytes (tooLarge) or not an image (wrongType).
  limit?: { maxBytes: number; tooLarge: string; wrongType?: string };
  label: ReactNode;
  testId: string;
  disabled?: boolean;
  multiple?: boolean;
  size?: 'small' | 'middle';
};

// An upload button for images: each file chosen goes up on its own while the button spins.
export function ImageUpload<T>({ upload, onUploaded, done, limit, label, testId, disabled = false, multiple = false, size }: Props<T>) {
  const [pending, setPending] = useState(0);
  return (
    <Upload
      accept={IMAGE_TYPES.join(',')}
      multiple={multiple}
      showUploadList={false}
      disabled={disabled}
      beforeUpload={(file) => {
        if (limit?.wrongType && !(IMAGE_TYPES as readonly string[]).includes(file.type)) {
          showError(limit.wrongType, 5);
          return Upload.LIST_IGNORE;
        }
        if (limit && file.size > limit.maxBytes) {
          showError(limit.tooLarge, 5);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        if (!(file instanceof File)) return;
        setPending((n) => n + 1);
        upload(file).then((result) => {
          if (done) showSuccess(done);
          onUploaded?.(result);
          onSuccess?.(result);
        }, (error: Error) => onError?.(error)).finally(() => setPending((n) => n - 1));
      }}
    >
      <Button icon={<UploadOutlined />} size={size} loading={pending > 0} disabled={disabled} data-testid={testId}>{label}</Button>
    </Upload>
  );
}
