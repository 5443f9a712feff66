import { Badge, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '@brokerage/contract';
import { CellLink } from '../../components/list';

// An article's title in a list: pinned first, a link to the reader, and a mark while the reader has not opened it.
export function ArticleTitle({ article, onOpen }: { article: ArticleSummary; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex gap={6} align="center" wrap>
      {article.pinned === 1 && <Tag color="red" data-testid="article-pinned-tag">{t('article.fields.pinned')}</Tag>}
      <CellLink strong onOpen={onOpen} testId="article-open">{article.title}</CellLink>
      {article.is_read === 0 && article.published === 1 && <Badge color="#1677ff" text={t('article.unread')} />}
    </Flex>
  );
}
