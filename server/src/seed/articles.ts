import type { ArticleType } from '@brokerage/contract';
import type { Db } from '../core/db/database.js';

type DemoArticle = { type: ArticleType; title: string; body: string; pinned?: 1; draft?: 1; daysAgo: number; readers: number };

// Demo articles: published ones of every type (one pinned), a draft only editors see, and some already read.
const ARTICLES: DemoArticle[] = [
  {
    type: '3', title: '房源跟进管理规范（2026版）', pinned: 1, daysAgo: 20, readers: 12,
    body: '<h2>一、适用范围</h2><p>本规范适用于公司全体经纪人及店长。</p><h2>二、跟进要求</h2><ol><li>私盘房源每7天至少有效跟进一次；</li><li>跟进内容不得少于十个字；</li><li>带看后48小时内完成回访。</li></ol><p><strong>违反规范的跟进将被标记为无效。</strong></p>',
  },
  {
    type: '1', title: '新人入职培训：带看全流程', daysAgo: 14, readers: 8,
    body: '<p>带看是促成交易的关键环节，本文介绍从预约到回访的完整流程。</p><h3>带看前</h3><ul><li>确认客户需求与预算</li><li>提前与业主确认看房时间</li><li>规划路线，准备房源资料</li></ul><h3>带看中</h3><p>介绍小区配套、学区与交通，如实说明房屋情况。</p><h3>带看后</h3><p>当天录入带看记录，48小时内回访客户。</p>',
  },
  {
    type: '2', title: '上海市存量房交易资金监管新规解读', daysAgo: 10, readers: 5,
    body: '<p>自本月起，存量房交易资金须通过监管账户划转。</p><blockquote>交易双方应在签约后三个工作日内办理资金监管手续。</blockquote><p>详细条款见<a href="https://www.shanghai.gov.cn/">上海市人民政府网站</a>。</p>',
  },
  {
    type: '4', title: '11月上海二手房成交量环比上涨', daysAgo: 6, readers: 3,
    body: '<p>据行业统计，11月上海二手房网签成交约2.1万套，环比上涨8%。</p><table><thead><tr><th>区域</th><th>成交套数</th></tr></thead><tbody><tr><td>浦东</td><td>4,210</td></tr><tr><td>徐汇</td><td>1,380</td></tr></tbody></table>',
  },
  {
    type: '5', title: '金牌经纪人分享：如何做好业主维护', daysAgo: 3, readers: 0,
    body: '<p>业主维护的核心是<em>信任</em>：定期反馈带看情况，及时告知市场变化，节假日问候。</p>',
  },
  {
    type: '1', title: '年终冲刺培训安排（草稿）', draft: 1, daysAgo: 1, readers: 0,
    body: '<p>培训时间与地点待定。</p>',
  },
];

export async function seedArticles(db: Db, authorId: number, readers: number[], now: number): Promise<void> {
  for (const article of ARTICLES) {
    const at = now - article.daysAgo * 86400;
    const published = article.draft ? 0 : 1;
    const who = published ? readers.slice(0, article.readers) : [];
    const { id } = await db.insertInto('article').values({
      type: article.type, title: article.title, cover: '', body: article.body, pinned: article.pinned ?? 0, published,
      published_at: published ? at : null, read_count: who.length, author_id: authorId, created_at: at, updated_at: at, deleted_at: null,
    }).returning('id').executeTakeFirstOrThrow();
    if (who.length) await db.insertInto('article_read').values(who.map((staff_id) => ({ article_id: id, staff_id, read_at: at + 3600 }))).execute();
  }
}
