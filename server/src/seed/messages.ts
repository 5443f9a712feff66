import type { AudienceRecord, MessageCategory } from '@brokerage/contract';
import type { Db } from '../core/db/database.js';
import { sendMessage } from '../modules/message/message-write.js';

type DemoMessage = { category: MessageCategory; title: string; info: string; needread?: 1; daysAgo: number };

// Demo content: enough for a second page of messages, announcements of which one must be ticked as read. The notices
// and announcements were pushed by the admin to everyone (the push history shows them); the system messages have no
// sender.
const MESSAGES: DemoMessage[] = [
  { category: 1, title: '欢迎使用安居房产经纪业务平台', info: '<p>请在个人中心核对您的资料与外呼号码。</p>', daysAgo: 30 },
  { category: 2, title: '11月业绩目标填报提醒', info: '<p>请于本月5日前在系统中填报本月业绩目标。</p>', daysAgo: 21 },
  { category: 1, title: '系统维护通知', info: '<p>本周日 02:00–04:00 系统维护，期间暂停服务。</p>', daysAgo: 18 },
  { category: 2, title: '钥匙管理规范更新', info: '<p>外借钥匙须在24小时内归还，逾期将自动标记。</p>', daysAgo: 15 },
  { category: 1, title: '密码安全提醒', info: '<p>请定期修改密码，不要将账号借给他人使用。</p>', daysAgo: 12 },
  { category: 2, title: '周末带看排班', info: '<p>本周末带看排班表已发布，请各门店店长确认。</p>', daysAgo: 10 },
  { category: 1, title: '新功能：消息中心', info: '<p>消息中心支持按类别与已读状态筛选。</p>', daysAgo: 8 },
  { category: 2, title: '房源实勘培训', info: '<p>周三下午两点在总部三楼进行房源实勘培训。</p>', daysAgo: 6 },
  { category: 1, title: '数据备份完成', info: '<p>上月业务数据已完成备份。</p>', daysAgo: 5 },
  { category: 2, title: '客户回访要求', info: '<p>带看后48小时内请完成客户回访并录入跟进。</p>', daysAgo: 4 },
  { category: 1, title: '设备绑定说明', info: '<p>开启设备绑定后，新设备需经管理员审核方可使用。</p>', daysAgo: 3 },
  { category: 3, title: '年终冲刺动员', info: '<p>年终冲刺活动正式启动，详情请咨询各店店长。</p>', daysAgo: 2 },
  { category: 3, title: '关于规范房源跟进的通知', info: '<p>即日起，房源跟进内容不得少于十个字，无效跟进将被标记。</p><p>请全体同事<strong>认真阅读</strong>并遵守。</p>', needread: 1, daysAgo: 1 },
  { category: 3, title: '', info: '<p>本周五下午四点召开全员例会。</p>', daysAgo: 0 },
];

const EVERYONE: AudienceRecord = { to_all: 1, staff: [], stores: [], departments: [], roles: [] };

export async function seedMessages(db: Db, senderId: number, staffIds: number[], now: number): Promise<void> {
  for (const message of MESSAGES) {
    await sendMessage(db, {
      category: message.category, title: message.title, info: message.info, needread: message.needread ?? 0,
      senderId: message.category === 1 ? null : senderId, now: now - message.daysAgo * 86400,
      ...(message.category === 1 ? {} : { audience: EVERYONE }),
    }, staffIds);
  }
}
