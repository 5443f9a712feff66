import { lazy, Suspense, useEffect } from 'react';
import { Button, Flex, Form, Input, Select, Skeleton, Switch } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ARTICLE_TITLE_MAX, articleAdd, articleEdit, type ArticleType } from '@brokerage/contract';
import { api } from '../../api/client';
import { showSuccess } from '../../api/bridge';
import { FormDrawer, ImageUpload, useFormSubmit, useSchemaRules } from '../../components/form';
import { ARTICLE_KEY, uploadArticlePicture, useArticle, useArticleTypes } from './queries';

// The editor and its library load only when an article is written or edited.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

// The form item hands its value to its direct child: this one, which passes it on past the lazy boundary.
function BodyEditor({ value, onChange }: { value?: string; onChange?: (html: string) => void }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <RichTextEditor value={value} onChange={onChange} />
    </Suspense>
  );
}

type Values = { type: ArticleType; title: string; cover: string; body: string; pinned: boolean; published: boolean };

function CoverField({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  const { t } = useTranslation();
  return (
    <Flex gap={8} align="center">
      {value && <img src={value} alt="" data-testid="article-cover-preview" style={{ width: 120, height: 80, objectFit: 'cover', borderRadius: 4 }} />}
      <ImageUpload upload={uploadArticlePicture} onUploaded={(url) => onChange?.(url)} label={t('article.cover.upload')} testId="article-cover-upload" />
      {value && <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')} data-testid="article-cover-remove">{t('article.cover.remove')}</Button>}
    </Flex>
  );
}

// Writes or edits an article in a drawer: its type, title, cover, body (rich text), pinned and published.
export function ArticleForm({ open, id, onClose }: { open: boolean; id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const types = useArticleTypes();
  const article = useArticle(open ? id : null);
  const rules = useSchemaRules(articleAdd.input);
  const editing = id !== null;
  const loaded = article.data;

  useEffect(() => {
    if (!open) return;
    if (!editing) form.resetFields();
    else if (loaded) {
      form.setFieldsValue({
        type: loaded.type, title: loaded.title, cover: loaded.cover, body: loaded.body, pinned: loaded.pinned === 1, published: loaded.published === 1,
      });
    }
  }, [open, editing, loaded, form]);

  const { submit, saving } = useFormSubmit(form, {
    save: (v: Values) => {
      const fields = { type: v.type, title: v.title, cover: v.cover || '', body: v.body, pinned: v.pinned ? 1 : 0, published: v.published ? 1 : 0 } as const;
      return loaded && editing ? api(articleEdit, { id: loaded.id, version: loaded.version, ...fields }) : api(articleAdd, fields);
    },
    onSaved: () => {
      showSuccess(t('common.saved'));
      // Not refetched: opening an article counts its reader, and saving is not reading.
      queryClient.removeQueries({ queryKey: [...ARTICLE_KEY, 'info'] });
      void queryClient.invalidateQueries({ queryKey: [...ARTICLE_KEY, 'list'] });
      onClose();
    },
    reload: () => article.refetch(),
  });

  // The editor takes its content when it mounts: it waits for the article being edited.
  const ready = !editing || loaded !== undefined;
  return (
    <FormDrawer<Values> open={open} size={900} title={editing ? t('article.edit') : t('article.add')} form={form} onFinish={submit} saving={saving}
      loading={!ready} onClose={onClose} initialValues={{ type: '1', title: '', cover: '', body: '', pinned: false, published: false }}
      testId="article-form" okTestId="article-form-submit">
      <Flex gap={16} wrap>
        <Form.Item name="title" label={t('article.fields.title')} rules={rules('title')} style={{ flex: '1 1 360px' }}>
          <Input maxLength={ARTICLE_TITLE_MAX} showCount data-testid="article-title" />
        </Form.Item>
        <Form.Item name="type" label={t('article.fields.type')} rules={rules('type')} style={{ flex: '0 1 200px' }}>
          <Select options={types.data ?? []} loading={types.isFetching} data-testid="article-type" />
        </Form.Item>
      </Flex>
      <Form.Item name="cover" label={t('article.fields.cover')}><CoverField /></Form.Item>
      <Form.Item name="body" label={t('article.fields.body')} rules={[{ required: true, message: t('common.required') }]}>
        {ready ? <BodyEditor key={loaded?.id ?? 'new'} /> : <Skeleton active paragraph={{ rows: 6 }} />}
      </Form.Item>
      <Flex gap={32} wrap>
        <Form.Item name="published" label={t('article.fields.published')} valuePropName="checked" tooltip={t('article.hints.published')}>
          <Switch data-testid="article-published" />
        </Form.Item>
        <Form.Item name="pinned" label={t('article.fields.pinned')} valuePropName="checked" tooltip={t('article.hints.pinned')}>
          <Switch data-testid="article-pinned" />
        </Form.Item>
      </Flex>
    </FormDrawer>
  );
}
