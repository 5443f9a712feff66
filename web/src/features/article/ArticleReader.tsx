import { useEffect } from 'react';
import { Alert, Flex, Modal, Skeleton, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { MessageHtml } from '../message/MessageHtml';
import { ARTICLE_KEY, useArticle } from './queries';

// One article to read, its body sanitised once more here; the first opening counts as a read on the server, so
// the lists (read counts, the "new" mark) are refreshed once it has loaded.
export function ArticleReader({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const article = useArticle(id);
  const shown = article.data;
  const loadedId = shown?.id;

  useEffect(() => {
    if (loadedId !== undefined) void queryClient.invalidateQueries({ queryKey: [...ARTICLE_KEY, 'list'] });
  }, [loadedId, queryClient]);

  return (
    <Modal open={id !== null} onCancel={onClose} footer={null} width={860} destroyOnHidden
      title={<span data-testid="article-reader-title">{shown?.title ?? ''}</span>}>
      {!shown ? <Skeleton active /> : (
        <Flex vertical gap={12} data-testid="article-reader">
          <Flex gap={8} wrap align="center">
            <Tag color="blue">{shown.type_name}</Tag>
            {shown.pinned === 1 && <Tag color="red">{t('article.fields.pinned')}</Tag>}
            <Typography.Text type="secondary" data-testid="article-reader-meta">
              {t('article.reader.meta', { author: shown.author_name, date: formatDate(shown.published_at ?? shown.updated_at), count: shown.read_count })}
            </Typography.Text>
          </Flex>
          {shown.published === 0 && <Alert type="warning" showIcon title={t('article.reader.draft')} />}
          {shown.cover && <img src={shown.cover} alt="" style={{ maxWidth: '100%', maxHeight: 320, objectFit: 'cover', borderRadius: 6 }} />}
          <MessageHtml html={shown.body} testId="article-reader-body" />
        </Flex>
      )}
    </Modal>
  );
}
