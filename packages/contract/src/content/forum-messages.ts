/** Server messages of the forum: moderation, the sensitive-word filter, the public API. */
import { bilingual } from '../bilingual';

export const forumMessages = bilingual(
  {
    'forum.rejectReason': 'Give a reason for the author',
    'forum.moveCategory': 'Choose the category to move to',
    'forum.topicOnly': 'This action applies to topics only',
    'forum.locked': 'This topic is locked: no new replies',
    'forum.sensitiveBlocked': 'The post contains words that are not allowed here',
    'forum.siteToken': 'The site token is missing or not valid',
    'forum.siteTokenScope': 'This site token may not call this part of the public API',
    'forum.notPending': 'Only posts waiting for review can be approved or rejected',
    'forum.isDeleted': 'This post is deleted: restore it first',
    'forum.notDeleted': 'This post is not deleted',
    'forum.unchanged': 'Nothing to change: it is so already',
    'forum.notFound': 'No such topic or reply',
    'forum.reportClosed': 'This report is closed already',
  },
  {
    'forum.rejectReason': '请填写给作者的驳回原因',
    'forum.moveCategory': '请选择要移动到的分类',
    'forum.topicOnly': '该操作仅适用于主题',
    'forum.locked': '该主题已锁定，不能回复',
    'forum.sensitiveBlocked': '内容包含不允许的词语',
    'forum.siteToken': '站点令牌缺失或无效',
    'forum.siteTokenScope': '该站点令牌无权调用这部分公开接口',
    'forum.notPending': '只有待审核的内容可以通过或驳回',
    'forum.isDeleted': '该内容已删除，请先恢复',
    'forum.notDeleted': '该内容未被删除',
    'forum.unchanged': '无需更改：已经是该状态',
    'forum.notFound': '主题或回复不存在',
    'forum.reportClosed': '该举报已处理',
  },
);
